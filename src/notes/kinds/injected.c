/* injected: a call that -e inject= or -e fault= changed. The trace line
 * shows what the program got; the note says that abitrace, not the
 * kernel, decided it, which rule did and on which call of the thread,
 * so that a reader of the trace (or of a workshop exercise) does not
 * take a forced failure for a real one. */
#include "notes/engine.h"

void kind_injected_exit(struct tcb *tcp, const struct rule *r)
{
	struct note_vars nv;

	if (!tcp->call.inj.how || !tcp->call.inj.what)
		return;
	base_vars(tcp, &nv);
	var_str(&nv, "how", "%s", tcp->call.inj.what);
	var_num(&nv, "nth", tcp->call.inj.nth);
	var_num(&nv, "rule", (uint64_t)tcp->call.inj.rule + 1);
	note_emit(tcp, r, note_defs[r->note].severity, &nv);
}
