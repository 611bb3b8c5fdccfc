/**
 * The design tokens every tenant theme fills. The theme contract is derived from this interface, so a
 * new token fails to compile in every tenant until it is given a value. Names say what a token means.
 */
export interface ThemeTokens {
  color: {
    /** The tenant's main brand colour: primary buttons, selected states, icons. */
    brand: string;
    brandHover: string;
    brandSoft: string;
    /** The brand colour as text (links): the brand darkened where needed to read at AA on every surface. */
    brandText: string;
    /** Text and icons on top of `brand`. */
    onBrand: string;
    /** A second brand colour for highlights (badges, prices, focus accents). */
    brandAccent: string;
    /** Ticket page header, per spec: a header colour for pc and for sp. */
    headerPc: string;
    headerSp: string;
    onHeader: string;
    text: string;
    textMuted: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    border: string;
    focusRing: string;
    overlay: string;
    critical: string;
    criticalSoft: string;
    positive: string;
    positiveSoft: string;
    caution: string;
    cautionSoft: string;
    calendarNormal: string;
    calendarFewStock: string;
    calendarSoldOut: string;
    calendarClose: string;
    calendarDisable: string;
    calendarSelected: string;
    onCalendarSelected: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; bold: string };
  lineHeight: { tight: string; body: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  /** Border and outline widths. */
  borderWidth: { thin: string; thick: string };
  radius: { none: string; sm: string; md: string; lg: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  /** Logo heights; the print height comes from the tenant config (45-100 px). */
  logo: { headerHeight: string; footerHeight: string; printHeight: string };
  layout: { contentMaxWidth: string; tapTarget: string };
  motion: { fast: string; normal: string };
}
