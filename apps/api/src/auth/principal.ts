import type { Role } from "@alentour/domain/roles";
import type { FastifyRequest } from "fastify";

/** Who is calling, as established by the server; never taken from the request body. */
export type Principal = { uid: string; email: string; role: Role };

/** Establishes the caller of a request, or null for an anonymous one. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal | null>;
