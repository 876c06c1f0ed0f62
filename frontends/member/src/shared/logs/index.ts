/**
 * The member's logs, for any screen to show (the journal page's tabs, the training hub):
 * each panel lists its entries with add, edit and delete, and loads its own data.
 */
export { CompetitionLogPanel } from './competition-log.tsx';
export { MentalLogPanel } from './mental-log.tsx';
export { NutritionLogPanel } from './nutrition-log.tsx';
export { FitnessLogPanel } from './fitness-log.tsx';
export { WellbeingEffectsPanel } from './wellbeing-effects-panel.tsx';
