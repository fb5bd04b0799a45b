/* Classic BPF as the kernel runs it for seccomp, and the verdict of a
 * thread's stack of filters. Pure computation: the trace layer fetches
 * the filters (trace/ownfilter.c), the notes engine asks for verdicts. */
#ifndef ABT_BPF_H
#define ABT_BPF_H

#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdbool.h>
#include <stdint.h>

/* Runs one filter on d. Returns false, *ret untouched, when the program
 * is not one the kernel accepts (seccomp_check_filter's instruction
 * set, jumps inside the program, scratch slots below 16): the filter
 * came from the tracee's kernel state, but is still not trusted. */
bool bpf_run(const struct sock_filter *prog, unsigned len,
	     const struct seccomp_data *d, uint32_t *ret);

/* One filter of a thread, as PTRACE_SECCOMP_GET_FILTER returns it. */
struct sc_filter {
	struct sock_filter *insns;	/* NULL when it could not be read */
	unsigned len;
	/* How it came to be there, printable ASCII: "installed by pid 12
	 * with seccomp() at main (prog.c:31)", or NULL when unknown. */
	char *origin;
};

/* The filters of a thread, oldest first: index i is what
 * PTRACE_SECCOMP_GET_FILTER returns for i (index 0 is the oldest,
 * whatever seccomp_unotify(2)'s neighbour page says; proved by
 * tests/notes/kcheck/seccomp.c). Shared between the threads and
 * children that have the same stack. */
struct sc_chain {
	unsigned refs;
	unsigned char mode;	/* SECCOMP_MODE_FILTER or SECCOMP_MODE_STRICT */
	char *strict_origin;	/* strict: how it was set, or NULL */
	unsigned n;
	unsigned ours;		/* the oldest `ours` are abitrace's own */
	bool readable;		/* every filter's instructions are here */
	int fetch_err;		/* errno of the failed fetch, or 0 */
	struct sc_filter *f;
};

struct sc_verdict {
	uint32_t ret;		/* the full return value: action | data */
	int filter;		/* the deciding filter's index, -1 for none */
};

/* The kernel's precedence: the action with the lowest value as a signed
 * 32-bit number wins; between equal actions, the newest filter's. */
bool sc_chain_eval(const struct sc_chain *c, const struct seccomp_data *d,
		   struct sc_verdict *v);

struct tcb;

/* The program's own filters of thread tcp, NULL when it has none of its
 * own. They are the tracer's per-thread state (trace/ownfilter.c reads
 * them into tcb.tr, which no lower layer sees); trace sets the hook at
 * init, and core and the notes read them through sc_chain_of(). */
extern const struct sc_chain *(*sc_chain_hook)(const struct tcb *tcp);
const struct sc_chain *sc_chain_of(const struct tcb *tcp);

/* The verdict of tcp's own filters (sc_chain_of) on its current call,
 * from what the kernel hands a filter: the number with its ABI bit,
 * the audit arch, the address after the syscall instruction and the
 * raw registers. False when it has none, or they could not be read. */
bool sc_call_verdict(const struct tcb *tcp, struct sc_verdict *v);

/* The action part of a return value and its SECCOMP_RET_* name; unknown
 * actions are handled by the kernel as KILL_PROCESS. */
uint32_t sc_action(uint32_t ret);
const char *sc_action_name(uint32_t ret);

struct sc_chain *sc_chain_new(unsigned n);
struct sc_chain *sc_chain_ref(struct sc_chain *c);
void sc_chain_unref(struct sc_chain *c);

#endif
