/* The seccomp BPF interpreter (src/core/bpf.c): the input is a struct
 * seccomp_data and up to three filters of any instructions. bpf_run must
 * end without a fault on any program, refuse what the kernel would not
 * install, and a stack's verdict must name one of its filters (or none,
 * for ALLOW) and be at least as restrictive as each filter's answer. */
#include "harness.h"
#include "core/bpf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct seccomp_data d;
	struct sc_filter f[3];
	struct sc_chain c = { .refs = 1, .mode = SECCOMP_MODE_FILTER,
			      .readable = true, .f = f };
	struct sc_verdict v;
	size_t ninsn;

	if (size < sizeof(d) + 1 || size > sizeof(d) + 1 + 3 * 512 * 8)
		return 0;
	memcpy(&d, data, sizeof(d));
	c.n = 1 + data[sizeof(d)] % 3;
	data += sizeof(d) + 1;
	size -= sizeof(d) + 1;
	ninsn = size / sizeof(struct sock_filter);
	/* The instructions, cut into c.n filters (some maybe empty). */
	for (unsigned i = 0; i < c.n; i++) {
		size_t from = ninsn * i / c.n, to = ninsn * (i + 1) / c.n;

		f[i].len = (unsigned)(to - from);
		f[i].insns = malloc((to - from + 1) * sizeof(struct sock_filter));
		memcpy(f[i].insns, data + from * sizeof(struct sock_filter),
		       (to - from) * sizeof(struct sock_filter));
		f[i].origin = NULL;
	}
	if (sc_chain_eval(&c, &d, &v)) {
		MUST(v.filter >= -1 && v.filter < (int)c.n);
		for (unsigned i = 0; i < c.n; i++) {
			uint32_t r;

			MUST(bpf_run(f[i].insns, f[i].len, &d, &r));
			MUST((int32_t)sc_action(v.ret) <=
			     (int32_t)sc_action(r));
		}
		MUST(sc_action_name(v.ret) != NULL);
	}
	for (unsigned i = 0; i < c.n; i++)
		free(f[i].insns);
	return 0;
}
