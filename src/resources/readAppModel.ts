import { APP_MODEL_API, type AppModel } from '../kernel';
import { http } from '../overrides/http';

/** The server's current model version as the app draws from it (revalidated with its ETag by the browser's cache). */
export const readAppModel = async (): Promise<AppModel> => (await http.send<{ data: AppModel }>({ method: 'GET', url: APP_MODEL_API })).data;
