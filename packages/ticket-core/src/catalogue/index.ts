export {
  type Catalogue,
  type CatalogueCoupon,
  type CatalogueInput,
  type CatalogueProduct,
  type CatalogueSetProduct,
  catalogueChannels,
  catalogueObjectSchema,
  type SlotPlan,
  type SlotRun,
  type Weekday,
  weekdays,
} from './catalogueSchema.ts';
export {
  type CatalogueCheck,
  type CatalogueError,
  catalogueSchema,
  checkCatalogue,
  formatCatalogueError,
  formatPath,
  tenantContradictions,
} from './checkCatalogue.ts';
export { clockTime, minutesOf } from './clockTimes.ts';
export {
  type CatalogueContradiction,
  type CatalogueParts,
  catalogueContradictions,
} from './contradictions.ts';
export { type DateRule, dateRuleMatches, parseDateRule } from './dateRules.ts';
export {
  type CatalogueDay,
  type CatalogueSlot,
  calendarColour,
  plannedRuns,
  productDay,
  runSlots,
  setProductDay,
  weekdayOf,
} from './daySlots.ts';
export { catalogueJsonSchema } from './jsonSchema.ts';
