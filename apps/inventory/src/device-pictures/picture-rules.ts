/** What a picture card's buttons do (§4 image card state, picStatus). */
export type PictureAction = 'delete' | 'recover' | 'feedback';
