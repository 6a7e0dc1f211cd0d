import type { BlockData, BlockDescription } from '../kernel';
import type { HomeApi } from '../engine/home/homeApi';
import { HomePage } from '../engine/home/HomePage';
import { http } from '../overrides/http';
import { useDefinitions } from './definitions';

// The server's home page routes (server/routes/dashboard): the blocks a role sees, and one block's figures.
const DASHBOARD_API = '/api/dashboard';

const homeApi: HomeApi = {
  blocks: async () => (await http.send<{ data: BlockDescription[] }>({ method: 'GET', url: DASHBOARD_API })).data,
  block: async (id) => (await http.send<{ data: BlockData }>({ method: 'GET', url: `${DASHBOARD_API}/${encodeURIComponent(id)}` })).data,
};

/** The home page after signing in: the blocks the resource files declare, read from the server. Loaded apart from the first bundle (App.tsx). */
export default function Dashboard() {
  return <HomePage api={homeApi} definitions={useDefinitions()} />;
}
