/* inotify-pairing: an IN_MOVED_FROM whose IN_MOVED_TO is not in the same
 * read() (a later read, or never: the file left the watched
 * directories). Tracks the inotify descriptors and the cookies still
 * waiting for a partner. */
#include "notes/engine.h"

#include <string.h>

#define INOTIFY_MAX_PENDING 16
#define INOTIFY_MAX_FDS 8
#define INOTIFY_MOVED_FROM 0x40u
#define INOTIFY_MOVED_TO 0x80u

struct pending_move {
	uint32_t cookie;
	char name[80];
};

struct inotify_fd {
	int fd;
	unsigned npend;
	struct pending_move pend[INOTIFY_MAX_PENDING];
};

/* Made at a process's first inotify descriptor. */
struct inotify_proc {
	unsigned nino;
	struct inotify_fd ino[INOTIFY_MAX_FDS];
};

/* The read rule, for the notes a close gives. */
static const struct rule *inotify_rule;

static struct inotify_fd *inotify_find(struct inotify_proc *st, int fd)
{
	for (unsigned i = 0; i < st->nino; i++)
		if (st->ino[i].fd == fd)
			return &st->ino[i];
	return NULL;
}

static void move_note(struct tcb *tcp, const struct pending_move *m,
		      const char *what)
{
	struct note_vars nv;

	if (!inotify_rule)
		return;
	nv.n = 0;
	var_str(&nv, "call", "%s", call_name(tcp));
	var_str(&nv, "name", "%s", m->name);
	var_num(&nv, "cookie", m->cookie);
	var_str(&nv, "what", "%s", what);
	note_emit(tcp, inotify_rule, note_defs[inotify_rule->note].severity,
		  &nv);
}

static void inotify_closed(struct tcb *tcp, struct inotify_proc *st, int fd)
{
	struct inotify_fd *in = inotify_find(st, fd);

	if (!in)
		return;
	for (unsigned i = 0; i < in->npend; i++)
		move_note(tcp, &in->pend[i], "never got its IN_MOVED_TO "
			  "before the descriptor was closed: the file left "
			  "the watched directories");
	*in = st->ino[--st->nino];
}

struct ino_event {
	uint32_t mask, cookie;
	const unsigned char *name;
	size_t nlen;
};

/* Splits the buffer into events; returns how many fit in ev[]. */
static unsigned parse_events(const unsigned char *buf, size_t len,
			     struct ino_event *ev, unsigned max)
{
	unsigned n = 0;
	size_t off = 0;

	while (off + 16 <= len && n < max) {
		uint32_t h[4];

		memcpy(h, buf + off, sizeof(h));
		if (h[3] > len - off - 16)
			break;	/* a torn record: do not trust the rest */
		ev[n].mask = h[1];
		ev[n].cookie = h[2];
		ev[n].name = buf + off + 16;
		ev[n].nlen = strnlen((const char *)buf + off + 16, h[3]);
		n++;
		off += 16 + h[3];
	}
	return n;
}

static bool partner_in(const struct ino_event *ev, unsigned n, unsigned from)
{
	for (unsigned j = from + 1; j < n; j++)
		if ((ev[j].mask & INOTIFY_MOVED_TO) &&
		    ev[j].cookie == ev[from].cookie)
			return true;
	return false;
}

static void match_pending(struct tcb *tcp, struct inotify_fd *in,
			  const struct ino_event *e)
{
	for (unsigned i = 0; i < in->npend; i++) {
		if (in->pend[i].cookie != e->cookie)
			continue;
		move_note(tcp, &in->pend[i], "from an earlier read got its "
			  "IN_MOVED_TO only in this read");
		in->pend[i] = in->pend[--in->npend];
		return;
	}
}

void kind_inotify_pairing_exit(struct tcb *tcp, const struct rule *r)
{
	const struct inotify_pairing_params *p = &r->p.inotify_pairing;
	static unsigned char buf[65536];
	struct ino_event ev[256];
	struct inotify_proc *st;
	struct inotify_fd *in;
	size_t len;
	unsigned n;

	inotify_rule = r;
	if (tcp->rval <= 0 || !(st = kind_proc_peek(tcp, K_INOTIFY_PAIRING)))
		return;
	in = inotify_find(st, (int)tcp->args[p->fd.arg]);
	if (!in)
		return;
	len = (size_t)tcp->rval < sizeof(buf) ? (size_t)tcp->rval : sizeof(buf);
	if (umoven(tcp, tcp->args[p->buf.arg], len, buf) < 0)
		return;
	n = parse_events(buf, len, ev, 256);
	for (unsigned i = 0; i < n; i++) {
		struct pending_move m;

		if (ev[i].mask & INOTIFY_MOVED_TO)
			match_pending(tcp, in, &ev[i]);
		if (!(ev[i].mask & INOTIFY_MOVED_FROM) || partner_in(ev, n, i))
			continue;
		m.cookie = ev[i].cookie;
		escape_bytes(m.name, sizeof(m.name), ev[i].name, ev[i].nlen);
		move_note(tcp, &m, "has no IN_MOVED_TO in this read");
		if (in->npend < INOTIFY_MAX_PENDING)
			in->pend[in->npend++] = m;
	}
}

/* Every successful exit: inotify descriptors made and closed. */
void kind_inotify_pairing_track(struct tcb *tcp)
{
	unsigned t = sd_traits(tcp->sd);
	struct inotify_proc *st;

	if (t & SDT_INOTIFY_INIT) {
		st = kind_proc_data(tcp, K_INOTIFY_PAIRING, sizeof(*st));
		if (st->nino < INOTIFY_MAX_FDS) {
			memset(&st->ino[st->nino], 0, sizeof(st->ino[0]));
			st->ino[st->nino++].fd = (int)tcp->rval;
		}
	}
	st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);
	if (st && st->nino && (t & SDT_CLOSE))
		inotify_closed(tcp, st, (int)tcp->args[0]);
}

/* Close-on-exec or not, the new program starts with nothing pending. */
void kind_inotify_pairing_exec(struct tcb *tcp)
{
	struct inotify_proc *st = kind_proc_peek(tcp, K_INOTIFY_PAIRING);

	if (st)
		st->nino = 0;
}
