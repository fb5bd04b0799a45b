/* The host architecture's side of the tracer: src/arch/<arch>.c, the one
 * configure picked, reads and writes the registers the kernel's
 * PTRACE_GET_SYSCALL_INFO does not give. */
#ifndef ABITRACE_ARCH_H
#define ABITRACE_ARCH_H

#include "abitrace.h"

/* Which personality a syscall stop belongs to; strips the ABI bit off *nr. */
int arch_personality(uint32_t audit_arch, uint64_t *nr);
/* Register fallback when PTRACE_GET_SYSCALL_INFO is missing. */
int arch_get_syscall_entry(struct tcb *tcp);
int arch_get_syscall_exit(struct tcb *tcp);
/* At a syscall-entry or seccomp stop, the call the kernel runs (-1:
 * none, the call fails with ENOSYS); at the exit stop (-e inject=), the
 * value the program gets back (-errno for an error). 0, or -1 on
 * failure. */
int arch_set_scno(struct tcb *tcp, int64_t nr);
/* -i: tcp->regs.ip from the registers, at any stop. */
int arch_get_ip(struct tcb *tcp);
int arch_set_return(struct tcb *tcp, int64_t rval);

#endif
