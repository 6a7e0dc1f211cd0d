/** Where the model's versions are read and changed. */
export const MODEL_API = '/service-desk/api/model';
