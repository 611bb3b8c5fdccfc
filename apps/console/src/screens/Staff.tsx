import { type StaffRole, staffPasswordLength, staffRoles } from '@venue/ticket-core';
import { Button, Select, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { useConfirmedChange } from '../app/useConfirmedChange.tsx';

const emptyDraft = { email: '', name: '', role: 'box_office' as StaffRole, password: '' };

/**
 * The venue's staff, for managers: each member's role (changed here, asked first), last sign-in and
 * second factor; removing a member (asked first) signs them out everywhere; adding one with the first
 * password the manager hands over (an address with an account keeps its own).
 */
export function Staff() {
  const { t } = useTranslation();
  const { api, session, signedOut } = useConsole();
  const staff = useCall((signal) => api.getConsoleStaff({ signal }), 'staff');
  const change = useConfirmedChange(staff.reload);
  const [draft, setDraft] = useState(emptyDraft);
  const roleOptions = staffRoles.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const add = (event: FormEvent) => {
    event.preventDefault();
    const member = { ...draft, email: draft.email.trim(), name: draft.name.trim() };
    change.ask({
      title: t('staff.addTitle'),
      message: t('staff.addMessage', { email: member.email, role: t(`role.${member.role}`) }),
      done: t('staff.added', { email: member.email }),
      confirmLabel: t('staff.addConfirm'),
      run: async () => {
        const added = await api.addConsoleStaff({ body: member });
        setDraft(emptyDraft);
        return added;
      },
    });
  };
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('staff.title')}</h1>
      {change.element}
      {staff.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(staff.failure))}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="staff-members">
        <h2 id="staff-members" className={styles.subheading}>
          {t('staff.members')}
        </h2>
        {staff.value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : (
          <ScrollTable label={t('staff.members')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('staff.email')}</th>
                  <th scope="col">{t('staff.name')}</th>
                  <th scope="col">{t('staff.role')}</th>
                  <th scope="col">{t('staff.lastSignIn')}</th>
                  <th scope="col">{t('staff.secondFactor')}</th>
                  <th scope="col">{t('stock.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {staff.value.staff.map((member) => {
                  const you = member.id === session.staff.id;
                  const leave = () => {
                    if (you) signedOut();
                  };
                  return (
                    <tr key={member.id} data-email={member.email}>
                      <th scope="row">
                        {member.email}
                        {you ? ` ${t('staff.you')}` : ''}
                      </th>
                      <td>{member.name}</td>
                      <td>
                        <Select
                          label={t('staff.roleOf', { email: member.email })}
                          hideLabel
                          size="small"
                          options={roleOptions}
                          value={member.role}
                          onChange={(role) =>
                            change.ask({
                              title: t('staff.roleTitle', { email: member.email }),
                              message: t('staff.roleMessage', {
                                from: t(`role.${member.role}`),
                                to: t(`role.${role}`),
                              }),
                              done: t('staff.roleDone', { email: member.email, role: t(`role.${role}`) }),
                              run: () =>
                                api.setConsoleStaffRole({
                                  params: { staff_id: member.id },
                                  body: { role: role as StaffRole },
                                }),
                            })
                          }
                        />
                      </td>
                      <td>
                        {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : t('staff.never')}
                      </td>
                      <td>{t(member.second_factor ? 'staff.on' : 'staff.off')}</td>
                      <td>
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('staff.removeLabel', { email: member.email })}
                          onPress={() =>
                            change.ask({
                              title: t('staff.removeTitle', { email: member.email }),
                              message: t('staff.removeMessage'),
                              done: t('staff.removed', { email: member.email }),
                              confirmLabel: t('staff.remove'),
                              run: () =>
                                api.removeConsoleStaff({ params: { staff_id: member.id } }).then(leave),
                            })
                          }
                        >
                          {t('staff.remove')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <form className={styles.card} onSubmit={add} aria-labelledby="staff-add">
        <h2 id="staff-add" className={styles.subheading}>
          {t('staff.add')}
        </h2>
        <TextField
          label={t('staff.email')}
          name="staff-email"
          type="email"
          autoComplete="off"
          required
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <TextField
          label={t('staff.name')}
          name="staff-name"
          autoComplete="off"
          required
          maxLength={100}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <Select
          label={t('staff.role')}
          options={roleOptions}
          value={draft.role}
          onChange={(role) => setDraft({ ...draft, role: role as StaffRole })}
        />
        <TextField
          label={t('staff.password')}
          name="staff-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={staffPasswordLength.min}
          maxLength={staffPasswordLength.max}
          value={draft.password}
          onChange={(event) => setDraft({ ...draft, password: event.target.value })}
        />
        <p className={styles.muted}>{t('staff.passwordHint', { min: staffPasswordLength.min })}</p>
        <Button type="submit">{t('staff.add')}</Button>
      </form>
    </main>
  );
}
