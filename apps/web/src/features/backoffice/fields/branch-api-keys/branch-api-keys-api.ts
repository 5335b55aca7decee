import {
  type BranchApiKey,
  branchApiKeySchema,
  type CreatedBranchApiKey,
  createdBranchApiKeySchema,
} from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';

/** GET/POST /api/branches/{id}/api-keys and DELETE …/{keyId}. */

const keysUrl = (branchId: number) => `/api/branches/${branchId}/api-keys`;

export const branchApiKeysQueryOptions = (branchId: number) =>
  queryOptions({
    queryKey: ['backoffice', keysUrl(branchId)],
    queryFn: async ({ signal }): Promise<BranchApiKey[]> =>
      parseContract(
        branchApiKeySchema.array(),
        await apiGet(keysUrl(branchId), signal),
        keysUrl(branchId),
      ),
  });

export async function createBranchApiKey(
  branchId: number,
  name: string,
): Promise<CreatedBranchApiKey> {
  const answer = await staffRequest(keysUrl(branchId), { method: 'POST', body: { name } });
  await queryClient.invalidateQueries({ queryKey: ['backoffice', keysUrl(branchId)] });
  return parseContract(createdBranchApiKeySchema, answer, keysUrl(branchId));
}

export async function revokeBranchApiKey(branchId: number, keyId: number): Promise<void> {
  await staffRequest(`${keysUrl(branchId)}/${keyId}`, { method: 'DELETE' });
  await queryClient.invalidateQueries({ queryKey: ['backoffice', keysUrl(branchId)] });
}
