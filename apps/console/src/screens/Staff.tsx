import { type Answer, type StaffRole, staffRoles } from '@venue/ticket-core';
import { Button, DataTable, type DataTableColumn, Select, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { useConfirmedChange } from '../app/useConfirmedChange.tsx';

type Member = Answer<'getConsoleStaff'>['staff'][number];

const emptyDraft = { email: '', name: '', role: 'box_office' as StaffRole };

/**
 * The venue's staff, for managers: each member's role (changed here, asked first), last sign-in, second
 * factor and whether they have set their password; signing a member out on every device (a lost phone;
 * asked first), or removing them (asked first), which signs them out everywhere too; re-sending the
 * set-password mail to one who has not set theirs; adding one, who is mailed a link to set their own
 * password (an address with an account keeps its own).
 */
export function Staff() {
  const { t } = useTranslation();
  const { api, session, signedOut } = useConsole();
  const staff = useCall((signal) => api.getConsoleStaff({ signal }), 'staff');
  const change = useConfirmedChange(staff.reload);
  const [draft, setDraft] = useState(emptyDraft);
  const roleOptions = staffRoles.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const columns: DataTableColumn<Member>[] = [
    {
      id: 'email',
      header: t('staff.email'),
      cell: (member) => `${member.email}${member.id === session.staff.id ? ` ${t('staff.you')}` : ''}`,
    },
    { id: 'name', header: t('staff.name'), cell: (member) => member.name },
    {
      id: 'role',
      header: t('staff.role'),
      cell: (member) => (
        <Select
          label={t('staff.roleOf', { email: member.email })}
          hideLabel
          size="small"
          options={roleOptions}
          value={member.role}
          onChange={(role) =>
            change.ask({
              title: t('staff.roleTitle', { email: member.email }),
              message: t('staff.roleMessage', { from: t(`role.${member.role}`), to: t(`role.${role}`) }),
              done: t('staff.roleDone', { email: member.email, role: t(`role.${role}`) }),
              run: () =>
                api.setConsoleStaffRole({
                  params: { staff_id: member.id },
                  body: { role: role as StaffRole },
                }),
            })
          }
        />
      ),
    },
    {
      id: 'lastSignIn',
      header: t('staff.lastSignIn'),
      cell: (member) => (member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : t('staff.never')),
    },
    {
      id: 'secondFactor',
      header: t('staff.secondFactor'),
      cell: (member) => t(member.second_factor ? 'staff.on' : 'staff.off'),
    },
    {
      id: 'password',
      header: t('staff.passwordColumn'),
      cell: (member) => t(member.password_set ? 'staff.passwordSet' : 'staff.passwordWaiting'),
    },
    {
      id: 'actions',
      header: t('stock.actions'),
      cell: (member) => (
        <div className={styles.actions}>
          {member.password_set ? null : (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('staff.resendLabel', { email: member.email })}
              onPress={() =>
                change.ask({
                  title: t('staff.resendTitle', { email: member.email }),
                  message: t('staff.resendMessage'),
                  done: t('staff.resent', { email: member.email }),
                  confirmLabel: t('staff.resend'),
                  run: () => api.resendConsoleStaffPasswordMail({ params: { staff_id: member.id } }),
                })
              }
            >
              {t('staff.resend')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="small"
            aria-label={t('staff.signOutLabel', { email: member.email })}
            onPress={() =>
              change.ask({
                title: t('staff.signOutTitle', { email: member.email }),
                message: t('staff.signOutMessage'),
                done: t('staff.signedOut', { email: member.email }),
                confirmLabel: t('staff.signOut'),
                // Signing oneself out ends this session too.
                run: () =>
                  api
                    .signOutConsoleStaff({ params: { staff_id: member.id } })
                    .then(() => (member.id === session.staff.id ? signedOut() : undefined)),
              })
            }
          >
            {t('staff.signOut')}
          </Button>
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
                // Removing oneself ends this session too.
                run: () =>
                  api
                    .removeConsoleStaff({ params: { staff_id: member.id } })
                    .then(() => (member.id === session.staff.id ? signedOut() : undefined)),
              })
            }
          >
            {t('staff.remove')}
          </Button>
        </div>
      ),
    },
  ];
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
      <CardSection id="staff-members" title={t('staff.members')}>
        {staff.value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : (
          <DataTable
            label={t('staff.members')}
            columns={columns}
            rows={staff.value.staff}
            rowKey={(member) => member.id}
            rowData={(member) => ({ 'data-email': member.email })}
          />
        )}
      </CardSection>
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
        <p className={styles.muted}>{t('staff.addHint')}</p>
        <Button type="submit">{t('staff.add')}</Button>
      </form>
    </main>
  );
}
