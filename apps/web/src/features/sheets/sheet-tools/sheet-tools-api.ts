import { api } from '../../../api/api';

/** The calls of the list tools that go through the API slice (merging; files go through fetch). */
export const { useStockInMergeMutation, useStockOutMergeMutation } = api;

/** Refreshes the sheet lists (after an import created sheets). */
export const refreshSheets = () => api.util.invalidateTags(['sheets']);
