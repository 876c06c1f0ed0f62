import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { EquipmentService } from './equipment.service.ts';
import { equipmentRoutes } from './equipment.routes.ts';
import { equipmentMemberData } from './equipment.member-data.ts';

/** The member's equipment, its maintenance and reminders. */
export function equipmentModule(ctx: ServiceContext, equipment: EquipmentService) {
  return {
    name: 'equipment',
    routes: (api) => equipmentRoutes(api, equipment),
    memberData: equipmentMemberData(ctx.conn),
    /** DEMO_MODE: the demo member's equipment */
    seedDemoMember: (userId: string) => equipment.seedDemo(userId, ctx.logger),
  } satisfies ServiceModule & { seedDemoMember(userId: string): Promise<void> };
}
