/** A venue as the console lists it: its id (the tenant's) and its titles. */
export interface ConsoleVenue {
  id: string;
  title: string;
  titleJa: string;
}
