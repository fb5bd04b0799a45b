/* failure-cause for a descriptor of the wrong kind or state: ESPIPE (it
 * cannot seek), ENOTSOCK (a +socket call on something else), EINVAL (a
 * timerfd, epoll, signalfd or inotify call on another kind; an epoll
 * instance told to watch itself) and EAGAIN (O_NONBLOCK on a descriptor
 * the call would have waited on). The kind comes from the link
 * /proc/TID/fd/N ("pipe:[...]", "socket:[...]", "anon_inode:[timerfd]"
 * or a path) and the stat of the file it names (a FIFO, a device), the
 * status flags from /proc/TID/fdinfo/N: nothing the program names is
 * opened. */
#include "notes/fc_fd.h"
#include "notes/engine.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum fdk {
	FDK_CLOSED,		/* not open */
	FDK_PIPE,
	FDK_FIFO,
	FDK_SOCKET,
	FDK_ANON,		/* an anonymous inode: timerfd, epoll, ... */
	FDK_CHR,
	FDK_OTHER,		/* a regular file, a directory, ... */
};

/* The anonymous inodes by their link's name, and the fdkind= word of
 * a line (FAILURE_CAUSE_FDKIND_*, 0: no line asks for it). */
static const struct {
	const char *link;	/* after "anon_inode:" */
	const char *words;
	unsigned char fdkind;
} fdk_anon[] = {
	{ "[timerfd]", "a timerfd", FAILURE_CAUSE_FDKIND_TIMERFD },
	{ "[eventpoll]", "an epoll instance", FAILURE_CAUSE_FDKIND_EPOLL },
	{ "[signalfd]", "a signalfd", FAILURE_CAUSE_FDKIND_SIGNALFD },
	{ "inotify", "an inotify instance", FAILURE_CAUSE_FDKIND_INOTIFY },
	{ "[fanotify]", "a fanotify group", FAILURE_CAUSE_FDKIND_FANOTIFY },
	{ "[eventfd]", "an eventfd", FAILURE_CAUSE_FDKIND_EVENTFD },
	{ "[pidfd]", "a pidfd", 0 },
	{ "[io_uring]", "an io_uring instance", 0 },
	{ "[userfaultfd]", "a userfaultfd", 0 },
	{ "[perf_event]", "a perf event", 0 },
	{ "bpf-map", "a BPF map", 0 },
	{ "bpf-prog", "a BPF program", 0 },
};

/* What one descriptor of the process is. */
struct fdk_info {
	enum fdk k;
	unsigned char fdkind;	/* FAILURE_CAUSE_FDKIND_*, 0 other */
	char words[300];	/* "a pipe", "a regular file (\"/x\")" */
	unsigned long flags;	/* fdinfo's, octal there */
	bool have_flags;
};

void fcx_name(char *dst, size_t size, const char *s)
{
	char head[80], tail[300];
	size_t len = strlen(s), t = 70;

	if (escape_to(tail, sizeof(tail), s) < 160) {
		escape_to(dst, size, s);
		return;
	}
	/* the head and the tail escaped each on its own, so that no
	 * escape is ever cut (a cut one would read as another byte) */
	escape_to(head, sizeof(head), s);
	if (t > len)
		t = len;
	while (t > 0 && escape_to(tail, sizeof(tail), s + len - t) > 70)
		t--;
	snprintf(dst, size, "%s...%s", head, tail);
}

static void fdk_read(struct tcb *tcp, int fd, struct fdk_info *in)
{
	char path[64], link[PATH_MAX], name[200], line[128];
	struct statx stx;
	ssize_t n;
	FILE *f;

	memset(in, 0, sizeof(*in));
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->tid, fd);
	n = fd < 0 ? -1 : readlink(path, link, sizeof(link) - 1);
	if (n < 0) {
		in->k = FDK_CLOSED;
		snprintf(in->words, sizeof(in->words), "not open");
		return;
	}
	link[n] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/fdinfo/%d", tcp->tid, fd);
	f = fopen(path, "re");
	if (f) {
		while (fgets(line, sizeof(line), f))
			if (!strncmp(line, "flags:", 6)) {
				in->flags = strtoul(line + 6, NULL, 8);
				in->have_flags = true;
				break;
			}
		fclose(f);
	}
	if (!strncmp(link, "pipe:", 5)) {
		in->k = FDK_PIPE;
		snprintf(in->words, sizeof(in->words), "a pipe");
		return;
	}
	if (!strncmp(link, "socket:", 7)) {
		in->k = FDK_SOCKET;
		snprintf(in->words, sizeof(in->words), "a socket");
		return;
	}
	if (!strncmp(link, "anon_inode:", 11)) {
		in->k = FDK_ANON;
		for (size_t i = 0; i < ARRAY_SIZE(fdk_anon); i++)
			if (!strcmp(link + 11, fdk_anon[i].link)) {
				in->fdkind = fdk_anon[i].fdkind;
				snprintf(in->words, sizeof(in->words), "%s",
					 fdk_anon[i].words);
				return;
			}
		fcx_name(name, sizeof(name), link);
		snprintf(in->words, sizeof(in->words), "an anonymous inode "
			 "(%s)", name);
		return;
	}
	/* a path: its type from the inode the descriptor holds (statx
	 * follows the magic link without opening anything, and with
	 * AT_STATX_DONT_SYNC asks no remote or FUSE server: never waits
	 * on one the program runs) */
	fcx_name(name, sizeof(name), link);
	snprintf(path, sizeof(path), "/proc/%d/fd/%d", tcp->tid, fd);
	if (statx(AT_FDCWD, path, AT_STATX_DONT_SYNC, STATX_TYPE, &stx) ||
	    !(stx.stx_mask & STATX_TYPE)) {
		in->k = FDK_OTHER;
		snprintf(in->words, sizeof(in->words), "\"%s\"", name);
		return;
	}
	in->k = S_ISFIFO(stx.stx_mode) ? FDK_FIFO : S_ISCHR(stx.stx_mode) ?
		FDK_CHR : FDK_OTHER;
	snprintf(in->words, sizeof(in->words), "%s (\"%s\")",
		 pw_type(stx.stx_mode), name);
}

static const char *fdk_argname(const struct tcb *tcp, unsigned i)
{
	return tcp->call.sd->args[i].name ? tcp->call.sd->args[i].name : "fd";
}

/* The first descriptor argument, -1 when the call has none. */
static int fdk_first(const struct tcb *tcp)
{
	for (unsigned i = 0; i < tcp->call.sd->nargs; i++)
		if ((tcp->call.sd->args[i].traits & AT_FD) &&
		    !(tcp->call.sd->args[i].traits & AT_DIRFD))
			return (int)i;
	return -1;
}

bool fcx_explains(const struct tcb *tcp, const struct failure_cause_params *p)
{
	switch (tcp->call.err) {
	case ESPIPE:
		return true;
	case ENOTSOCK:
		return sd_traits(tcp->call.sd) & SDT_SOCKET;
	case EAGAIN:
		return p->wait;
	case EINVAL:
		return p->fdkind || p->notfirst.kind != OP_NONE;
	case EXDEV: case ETXTBSY:
		return p->on != FAILURE_CAUSE_ON_FDS;
	}
	return false;
}

/* ESPIPE: the first descriptor the call positions that cannot seek. A
 * descriptor followed by an offset pointer (an argument off...) is
 * positioned only when that pointer is not NULL (splice, sendfile's
 * in_fd); one followed by another descriptor is not positioned
 * (sendfile's out_fd). */
static void fdk_espipe(struct tcb *tcp, int *arg, char *why, size_t size)
{
	struct fdk_info in;
	char list[300] = "";
	size_t ll = 0;

	for (unsigned i = 0; i < tcp->call.sd->nargs; i++) {
		const struct argdesc *ad = &tcp->call.sd->args[i];
		const char *name = fdk_argname(tcp, i);
		int fd = (int)(int32_t)tcp->call.args[i];

		if (!(ad->traits & AT_FD) || (ad->traits & AT_DIRFD))
			continue;
		if (i + 1 < tcp->call.sd->nargs) {
			const struct argdesc *nd = &tcp->call.sd->args[i + 1];

			if (nd->traits & AT_FD)
				continue;
			if ((nd->traits & AT_PTR) && nd->name &&
			    !strncmp(nd->name, "off", 3) &&
			    !tcp->call.args[i + 1])
				continue;
		}
		fdk_read(tcp, fd, &in);
		switch (in.k) {
		case FDK_PIPE: case FDK_FIFO: case FDK_SOCKET:
			*arg = (int)i;
			snprintf(why, size, "%s %d is %s, which has no file "
				 "position", name, fd, in.words);
			return;
		case FDK_CHR:
			*arg = (int)i;
			snprintf(why, size, "%s %d is %s, whose driver keeps no "
				 "file position", name, fd, in.words);
			return;
		default:
			break;
		}
		ll += (size_t)snprintf(list + ll, ll < sizeof(list) ?
				       sizeof(list) - ll : 0, "%s%s %d (%s)",
				       ll ? ", " : "", name, fd, in.words);
		if (ll >= sizeof(list))
			ll = sizeof(list) - 1;
	}
	if (list[0])
		snprintf(why, size, "checked %s: none is a pipe, FIFO, socket "
			 "or device; not the cause of ESPIPE", list);
}

/* ENOTSOCK: what the first descriptor of a +socket call is instead. */
static void fdk_enotsock(struct tcb *tcp, int *arg, char *why, size_t size)
{
	int i = fdk_first(tcp), fd;
	struct fdk_info in;

	if (i < 0)
		return;
	fd = (int)(int32_t)tcp->call.args[i];
	fdk_read(tcp, fd, &in);
	if (in.k == FDK_SOCKET || in.k == FDK_CLOSED) {
		snprintf(why, size, "checked %s %d: it is %s; not the cause of "
			 "ENOTSOCK", fdk_argname(tcp, (unsigned)i), fd,
			 in.words);
		return;
	}
	*arg = i;
	snprintf(why, size, "%s %d is %s, not a socket",
		 fdk_argname(tcp, (unsigned)i), fd, in.words);
}

/* EAGAIN of a call that waits on its first descriptor. */
static void fdk_eagain(struct tcb *tcp, const struct failure_cause_params *p,
		       int *arg, char *why, size_t size)
{
	int i = fdk_first(tcp), fd;
	struct fdk_info in;
	uint64_t flags = 0;
	bool nowait;

	if (i < 0)
		return;
	fd = (int)(int32_t)tcp->call.args[i];
	fdk_read(tcp, fd, &in);
	if (!in.have_flags)
		return;
	if (p->flags.kind != OP_NONE && !opnd_value(tcp, &p->flags, &flags))
		return;
	/* an empty error queue's EAGAIN does not wait on O_NONBLOCK */
	if (flags & p->ownagain)
		return;
	nowait = flags & p->nowait;
	*arg = i;
	if ((in.flags & O_NONBLOCK) && nowait) {
		snprintf(why, size, "%s %d (%s) has O_NONBLOCK set, and flags "
			 "ask not to wait: the call would have waited",
			 fdk_argname(tcp, (unsigned)i), fd, in.words);
	} else if (in.flags & O_NONBLOCK) {
		snprintf(why, size, "%s %d (%s) has O_NONBLOCK set: the call "
			 "would have waited", fdk_argname(tcp, (unsigned)i),
			 fd, in.words);
	} else if (nowait) {
		snprintf(why, size, "flags ask not to wait (%#llx): the call "
			 "would have waited on %s %d (%s)",
			 (unsigned long long)(flags & p->nowait),
			 fdk_argname(tcp, (unsigned)i), fd, in.words);
	} else {
		*arg = -1;
		snprintf(why, size, "checked %s %d (%s): O_NONBLOCK is not "
			 "set (flags %#lo)%s; not the cause of EAGAIN",
			 fdk_argname(tcp, (unsigned)i), fd, in.words, in.flags,
			 p->nowait ? " and flags do not ask not to wait" : "");
	}
}

static const char *fdk_kind_words(unsigned fdkind)
{
	for (size_t i = 0; i < ARRAY_SIZE(fdk_anon); i++)
		if (fdk_anon[i].fdkind == fdkind)
			return fdk_anon[i].words;
	return "of another kind";
}

/* EINVAL: the first descriptor of the wrong kind, or the descriptor of
 * notfirst= the first one itself. Only a proven cause: EINVAL has
 * others (flags, values) that other rules name. */
static void fdk_einval(struct tcb *tcp, const struct failure_cause_params *p,
		       int *arg, char *why, size_t size)
{
	int i = fdk_first(tcp), fd;
	struct fdk_info in;
	uint64_t other;

	if (i < 0)
		return;
	fd = (int)(int32_t)tcp->call.args[i];
	if (fd < 0)
		return;		/* signalfd(-1, ...): makes a new one */
	fdk_read(tcp, fd, &in);
	if (in.k == FDK_CLOSED)
		return;
	if (p->fdkind && in.fdkind != p->fdkind) {
		*arg = i;
		snprintf(why, size, "%s %d is %s, not %s",
			 fdk_argname(tcp, (unsigned)i), fd, in.words,
			 fdk_kind_words(p->fdkind));
		return;
	}
	if (p->notfirst.kind != OP_NONE &&
	    opnd_value(tcp, &p->notfirst, &other) && (int)(int32_t)other == fd) {
		int oi = p->notfirst.kind == OP_ARG ? p->notfirst.arg : -1;

		*arg = oi;
		snprintf(why, size, "%s %d is %s %d itself: %s cannot watch "
			 "itself", oi >= 0 ? fdk_argname(tcp, (unsigned)oi) :
			 "fd", fd, fdk_argname(tcp, (unsigned)i), fd, in.words);
	}
}

bool fcx_fd_cause(struct tcb *tcp, const struct failure_cause_params *p,
		  int *arg, char *why, size_t size)
{
	*arg = -1;
	why[0] = '\0';
	/* an errno of a line that does not ask for it is another's */
	if (!fcx_explains(tcp, p))
		return false;
	switch (tcp->call.err) {
	case ESPIPE:
		fdk_espipe(tcp, arg, why, size);
		return true;
	case ENOTSOCK:
		fdk_enotsock(tcp, arg, why, size);
		return true;
	case EAGAIN:
		fdk_eagain(tcp, p, arg, why, size);
		return true;
	case EINVAL:
		fdk_einval(tcp, p, arg, why, size);
		return true;
	}
	return false;
}
