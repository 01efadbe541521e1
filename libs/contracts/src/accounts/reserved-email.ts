/*
 * A deleted account keeps a placeholder address (`excluido-<id>@levita.invalid`) so that its
 * real one can register again. `.invalid` is reserved for exactly this (RFC 2606): no mail is
 * ever delivered there, so no person can own such an address. Sign-up refuses it, and sign-in,
 * recovery and Google sign-in never find an account by it: a placeholder taken by someone else
 * would block a deletion, and one that could sign in would bring a deleted account back.
 */

/** The address a deleted account keeps: unique, undeliverable, nobody's. */
export const deletedAccountEmail = (userId: number) => `excluido-${userId}@levita.invalid`;

/** Whether an address is in the reserved `.invalid` top-level domain. */
export const isReservedEmail = (email: string) => /\.invalid\.?$/i.test(email.trim());
