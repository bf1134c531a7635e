/** The whole demo catalogue plan, in the order of the category tree. */
import { electronics } from './electronics.js';
import { fashion } from './fashion.js';
import { furniture } from './furniture.js';
import { hobbiesBooks } from './hobbies-books.js';
import { homeAppliances } from './home-appliances.js';
import { kidsBabies } from './kids-babies.js';
import { mobilesTablets } from './mobiles-tablets.js';
import { pets } from './pets.js';
import { realEstate } from './real-estate.js';
import { services } from './services.js';
import { sports } from './sports.js';
import type { TopCategoryPlan } from './types.js';
import { vehicles } from './vehicles.js';

export const cataloguePlan: readonly TopCategoryPlan[] = [
  vehicles,
  realEstate,
  mobilesTablets,
  electronics,
  furniture,
  homeAppliances,
  fashion,
  kidsBabies,
  sports,
  pets,
  services,
  hobbiesBooks,
];
