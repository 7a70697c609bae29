import { unauthorized } from "../../../plugins/api-error.ts";
import type { RequestMember } from "../../../plugins/member.ts";

/** The signed-in member of a route guarded by requireMember (the hook answered 401 otherwise). */
export function memberOf(request: { member: RequestMember | null }): RequestMember {
  if (!request.member) throw unauthorized();
  return request.member;
}
