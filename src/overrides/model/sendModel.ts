import type { ApiRequest } from '../../engine/data';
import { createHttpClient } from '../../engine/data/httpClient';
import { http } from '../http';

/** What the server answered: its status and body, a refusal's too (a 422's problems, a 409's current). */
export interface ModelAnswer { status: number; body: Record<string, unknown> }

/**
 * sendModel(applyRequest(3, files)) → { status: 422, body: { problems: […] } }: the shared client's
 * errors carry only a message, while an apply's refusal says more. A failure with no answer throws.
 */
export async function sendModel(request: ApiRequest): Promise<ModelAnswer> {
  let failed: Response | undefined;
  const client = createHttpClient(http.baseUrl, async (...args) => {
    const response = await fetch(...args);
    if (!response.ok) failed = response.clone();
    return response;
  });
  try {
    return { status: 200, body: await client.send<Record<string, unknown>>(request) };
  } catch (error) {
    if (!failed) throw error;
    const body = await failed.json().catch(() => ({})) as Record<string, unknown>;
    return { status: failed.status, body };
  }
}
