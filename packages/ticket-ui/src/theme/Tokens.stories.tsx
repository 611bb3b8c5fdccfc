import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './contract.css.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl }}>
      <h2 style={{ fontSize: vars.fontSize.lg }}>{title}</h2>
      {children}
    </section>
  );
}

function Colours() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: vars.space.sm,
      }}
    >
      {Object.entries(vars.color).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.xs }}>
          <span
            style={{
              width: vars.space.xl,
              height: vars.space.xl,
              flexShrink: 0,
              background: value,
              border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
              borderRadius: vars.radius.sm,
            }}
          />
          <code style={{ fontSize: vars.fontSize.xs }}>{name}</code>
        </div>
      ))}
    </div>
  );
}

function Typography() {
  return (
    <>
      {Object.entries(vars.fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size }}>
          {name} — 予約チケット Timed-entry tickets
        </p>
      ))}
      <p style={{ fontWeight: vars.fontWeight.bold }}>bold — 入場日時を選択</p>
      <p style={{ fontFamily: vars.font.mono }}>mono — 0123-4567-89</p>
    </>
  );
}

function Spacing() {
  return (
    <>
      {Object.entries(vars.space).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
          <code style={{ width: vars.space.xxl, fontSize: vars.fontSize.xs }}>{name}</code>
          <span style={{ width: size, height: vars.space.md, background: vars.color.brand }} />
        </div>
      ))}
    </>
  );
}

function Surfaces() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {[
        ['brand', vars.color.brand, vars.color.onBrand],
        ['header pc', vars.color.headerPc, vars.color.onHeader],
        ['header sp', vars.color.headerSp, vars.color.onHeader],
        ['selected day', vars.color.calendarSelected, vars.color.onCalendarSelected],
      ].map(([name, background, color]) => (
        <span key={name} style={{ padding: vars.space.sm, background, color, borderRadius: vars.radius.md }}>
          {name} あア
        </span>
      ))}
    </div>
  );
}

function Tokens() {
  return (
    <div style={{ padding: vars.space.md }}>
      <Section title="Text on colour">
        <Surfaces />
      </Section>
      <Section title="Colours">
        <Colours />
      </Section>
      <Section title="Type">
        <Typography />
      </Section>
      <Section title="Spacing">
        <Spacing />
      </Section>
    </div>
  );
}

const meta = {
  title: 'Theme/Tokens',
  component: Tokens,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Tokens>;

export default meta;

export const Showcase: StoryObj<typeof meta> = {};
