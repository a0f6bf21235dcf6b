import { api } from '../../../api/api';

/** Refreshes the sheet lists (after an import created sheets). */
export const refreshSheets = () => api.util.invalidateTags(['sheets']);
