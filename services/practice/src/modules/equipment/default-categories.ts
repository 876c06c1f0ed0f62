import { equipmentCategoryInputSchema } from '@trap/contracts';
import type { EquipmentCategoryDoc } from './equipment.model.ts';

/** `Eye and ear protection` -> `eye-and-ear-protection` */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The categories every member files equipment under, stored at start when missing (SPEC 5 rules
 * apply to them as to any category). The id is a slug of the name, the same in every database.
 */
export const DEFAULT_CATEGORIES: EquipmentCategoryDoc[] = [
  { name: 'Shotgun', description: 'Over-and-under, semi-automatic and single-barrel trap guns', iconName: 'crosshairs' },
  { name: 'Choke', description: 'Choke tubes and their constrictions', iconName: 'circle-dot' },
  { name: 'Cartridges', description: 'Loads, shot sizes and velocities', iconName: 'box' },
  { name: 'Eye and ear protection', description: 'Shooting glasses, ear plugs and defenders', iconName: 'glasses' },
  { name: 'Vest and accessories', description: 'Vests, pouches, gloves, bags and cases', iconName: 'shirt' },
  { name: 'Cleaning and maintenance', description: 'Cleaning kits, oils and tools', iconName: 'wrench' },
].map((c) => ({ _id: slug(c.name), ...equipmentCategoryInputSchema.parse(c), retired: false }));
