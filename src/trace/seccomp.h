/* seccomp-bpf: let the kernel skip the syscalls we do not trace. */
#ifndef ABT_SECCOMP_H
#define ABT_SECCOMP_H

#include <stdbool.h>

enum { SECCOMP_NEVER = -1, SECCOMP_AUTO = 0, SECCOMP_ALWAYS = 1 };

/* --seccomp-bpf[=never|auto|always]; NULL (no value) means always. */
int seccomp_parse_option(const char *arg);

/* Decides, before the program is started, whether it runs under a
 * filter, and builds the filter. path: the program we start, found in
 * PATH; NULL when we only attach (-p). */
bool seccomp_prepare(const char *path);

/* Whether sd is ptrace, which the filter sends to us without -f. */
struct sysdesc;
bool seccomp_is_ptrace(const struct sysdesc *sd);

/* In the child between fork and execve: installs the filter built by
 * seccomp_prepare. On failure it says so on stderr and the program is
 * traced the slow way (the tracer finds out because it never gets a
 * seccomp stop). Only async-signal-safe calls. */
void seccomp_install(void);

/* Number of BPF instructions of the built filter (0: none); for tests. */
unsigned seccomp_prog_len(void);

/* Whether a filter read from a tracee is the one we built. */
struct sock_filter;
bool seccomp_is_ours(const struct sock_filter *p, unsigned len);

#endif
