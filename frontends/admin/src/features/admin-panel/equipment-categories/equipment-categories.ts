import { equipmentCategoryAdminApi } from '@trap/contracts/api/route-paths';
import { equipmentCategoryInputSchema } from '@trap/contracts';
import type { RouteResponse } from '@trap/ui';
import type { ContentKind, Item } from '../content/content-kinds.ts';

/**
 * The shared equipment categories members file their gear under (SPEC 3.2 equipment_categories: a
 * unique name, a description and an icon; SPEC 5 'Name is required'). Admins add, rename and retire
 * them (/api/equipment/admin/categories, equipment.manage); a change is a PUT of the whole category.
 * There is no delete: equipment is filed under a category by its id, so a category that should no
 * longer be chosen is retired, and equipment already under it keeps showing it.
 */

const str = (v: unknown) => (typeof v === 'string' ? v : null);
/** The whole category as a PUT takes it, with `retired` as given. */
const bodyOf = (item: Item, retired: boolean) => ({
  name: str(item.name) ?? '',
  description: str(item.description),
  iconName: str(item.iconName),
  retired,
});

export const EQUIPMENT_CATEGORIES: ContentKind = {
  key: 'equipment-categories',
  label: 'Equipment category',
  plural: 'Equipment categories',
  // no delete route: a category is retired instead
  routes: {
    list: equipmentCategoryAdminApi.listEquipmentCategoriesAdmin,
    create: equipmentCategoryAdminApi.createEquipmentCategory,
    update: equipmentCategoryAdminApi.updateEquipmentCategory,
  },
  schema: equipmentCategoryInputSchema,
  clientList: {
    items: (data) => (data as RouteResponse<typeof equipmentCategoryAdminApi.listEquipmentCategoriesAdmin>).items,
    words: (item) => [item.name, item.description].filter(Boolean).join(' '),
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, hint: 'Unique: what members choose when they add equipment' },
    { name: 'description', label: 'Description', type: 'textarea', nullable: true, hint: 'What belongs here, shown with the category' },
    { name: 'iconName', label: 'Icon', type: 'text', nullable: true, hint: 'An icon name, e.g. crosshairs, wrench, glasses' },
  ],
  filters: [{ name: 'retired', label: 'Status', options: ['false', 'true'], optionLabels: { false: 'In use', true: 'Retired' } }],
  titleOf: (item) => str(item.name) ?? '',
  metaOf: (item, say) => [say(item.retired ? 'Retired' : 'In use'), item.iconName ? say('Icon: {{icon}}', { icon: String(item.iconName) }) : ''],
  // editing keeps the category retired or in use as it is
  toBody: (values, item) => ({ ...values, retired: Boolean(item?.retired) }),
  actions: [
    {
      label: 'Retire',
      when: (item) => !item.retired,
      patch: (item) => bodyOf(item, true),
      done: 'Category retired',
      confirm: (item, say) => ({
        title: say('Retire this category?'),
        description: say(
          '“{{name}}” is no longer offered for new equipment. Equipment already filed under it keeps it. You can bring it back.',
          { name: String(item.name) },
        ),
        confirmLabel: say('Retire category'),
      }),
    },
    {
      label: 'Bring back',
      when: (item) => Boolean(item.retired),
      patch: (item) => bodyOf(item, false),
      done: 'Category back in use',
    },
  ],
  searchPlaceholder: 'Search names',
};
