import { tokens } from 'virtual:tenant-theme';
import { assignVars, globalStyle, keyframes } from '@vanilla-extract/css';
import { media, vars } from '@venue/ticket-ui/css';

/*
 * The page itself belongs to the app: the tenant theme is on <body> from the stylesheet, so the static
 * shell in index.html is themed before any script runs (and portals are themed wherever they land).
 */
globalStyle('body', {
  vars: assignVars(vars, tokens),
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

/*
 * The shell index.html shows until the first screen renders: the tenant's header bar and logo (the
 * same measures as ticket-ui's Header with its language control) and a spinner below it.
 */
globalStyle('[data-shell-header]', {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minHeight: `calc(${vars.layout.tapTarget} + 2 * ${vars.space.xs})`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.headerSp,
  '@media': {
    [media.tablet]: {
      backgroundColor: vars.color.headerPc,
      minHeight: `calc(${vars.layout.tapTarget} + 2 * ${vars.space.sm})`,
      padding: `${vars.space.sm} ${vars.space.lg}`,
    },
  },
});

globalStyle('[data-shell-header] img', { display: 'block', height: vars.logo.headerHeight, width: 'auto' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle('[data-shell-spinner]', {
  width: vars.space.xxl,
  height: vars.space.xxl,
  margin: `${vars.space.xxl} auto`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `${vars.space.xs} solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
});
