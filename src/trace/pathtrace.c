/* -P PATH, --trace-path=PATH: only the calls that touch PATH; and
 * --trace-fds=SET: only the calls with a descriptor argument in SET.
 *
 * A call touches PATH when one of its path arguments names it, or one
 * of its descriptor arguments (a plain fd or the dirfd of an *at call)
 * is open on it at the call's entry; select's and poll's descriptor
 * sets count too. Which argument is a path or a descriptor is the
 * argument's type in syscalls/syscalls.list, so a new call needs no
 * code here. PATH is also taken as realpath(3) gives it, so that
 * "-P ./x" matches the "/home/u/x" the kernel shows for a descriptor.
 *
 * Paths are compared as strings, as strace does: "-P /tmp/x" does not
 * match "open("x")" made in /tmp.
 *
 * A descriptor of --trace-fds matches by its number in the same
 * arguments, so that a call is shown when either filter takes it, as
 * strace combines them; a negative one (AT_FDCWD, -1) never does. */
#include "abitrace.h"
#include "decode/printers.h"
#include "decode/qualify.h"
#include "trace/trace.h"
#include "trace/pathtrace.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char **paths;
static unsigned npaths;
/* Paths of -P given before the options are all read: resolved at the
 * first match, after --quiet is known. */
static bool resolved;
static unsigned nrequested;
static struct fdset fds;	/* --trace-fds */

static bool known(const char *p)
{
	for (unsigned i = 0; i < npaths; i++)
		if (!strcmp(paths[i], p))
			return true;
	return false;
}

static void store(const char *p)
{
	if (known(p))
		return;
	paths = xrealloc(paths, (npaths + 1) * sizeof(*paths));
	paths[npaths++] = xstrdup(p);
}

void pathtrace_add(const char *path)
{
	if (!*path)
		die("invalid -P path ''");
	store(path);
	nrequested = npaths;
}

/* Called once, when the options are all read. */
static void resolve(void)
{
	unsigned n = nrequested;

	resolved = true;
	for (unsigned i = 0; i < n; i++) {
		char *real = realpath(paths[i], NULL);

		if (!real)
			continue;
		if (strcmp(real, paths[i])) {
			if (!(trace.cfg->quiet & QUIET_PATH_RESOLUTION)) {
				struct strbuf a = { 0 }, b = { 0 };

				print_quoted(&a, (const unsigned char *)paths[i],
					     strlen(paths[i]), false);
				print_quoted(&b, (const unsigned char *)real,
					     strlen(real), false);
				fprintf(stderr, "%s: -P %s is %s once "
					"resolved: both are traced\n",
					progname, a.s, b.s);
				free(a.s);
				free(b.s);
			}
			store(real);
		}
		free(real);
	}
}

void pathtrace_fds(const char *spec)
{
	fdset_parse(&fds, spec, "--trace-fds");
}

void pathtrace_reset(void)
{
	free(fds.fds);
	memset(&fds, 0, sizeof(fds));
	for (unsigned i = 0; i < npaths; i++)
		free(paths[i]);
	free(paths);
	paths = NULL;
	npaths = nrequested = 0;
	resolved = false;
}

bool pathtrace_active(void)
{
	return npaths > 0 || fds.given;
}

static bool path_matches(struct tcb *tcp, uint64_t addr)
{
	char buf[PATH_MAX + 1];
	ssize_t n;

	if (!npaths)
		return false;
	n = umovestr(tcp, addr, sizeof(buf), buf);

	if (n <= 0 || (size_t)n >= sizeof(buf))
		return false;
	buf[n] = '\0';
	return known(buf);
}

/* The kernel adds " (deleted)" to the link of an unlinked file; a
 * file really named so is told apart by comparing inodes. */
static bool fd_matches(struct tcb *tcp, int64_t fd, bool by_path)
{
	char link[64], buf[PATH_MAX + 1];
	static const char del[] = " (deleted)";
	struct stat st_fd, st_path;
	ssize_t n;

	if (fd < 0 || fd > INT_MAX)
		return false;
	if (fdset_has(&fds, (int)fd))
		return true;
	if (!npaths || !by_path)
		return false;
	snprintf(link, sizeof(link), "/proc/%d/fd/%d", tcp->tid, (int)fd);
	n = readlink(link, buf, sizeof(buf) - 1);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	if (known(buf))
		return true;
	if ((size_t)n > sizeof(del) - 1 &&
	    !strcmp(buf + n - (sizeof(del) - 1), del) &&
	    (stat(link, &st_fd) || lstat(buf, &st_path) ||
	     st_fd.st_ino != st_path.st_ino || st_fd.st_dev != st_path.st_dev)) {
		buf[n - (sizeof(del) - 1)] = '\0';
		return known(buf);
	}
	return false;
}

/* select's fd_sets: each descriptor below nfds whose bit is set. */
static bool fdset_matches(struct tcb *tcp, uint64_t addr, int64_t nfds)
{
	unsigned char set[1024 / 8 * 128];
	size_t len;

	if (!addr || nfds <= 0)
		return false;
	if (nfds > (int64_t)sizeof(set) * 8)
		nfds = (int64_t)sizeof(set) * 8;
	len = ((size_t)nfds + 7) / 8;
	if (umoven(tcp, addr, len, set) < 0)
		return false;
	for (int64_t fd = 0; fd < nfds; fd++)
		if ((set[fd / 8] & (1u << (fd % 8))) && fd_matches(tcp, fd, true))
			return true;
	return false;
}

/* poll's array of struct pollfd: fd is its first int. */
static bool pollfds_match(struct tcb *tcp, uint64_t addr, uint64_t n)
{
	if (n > 1024 * 1024)
		n = 1024 * 1024;
	for (uint64_t i = 0; i < n; i++) {
		int32_t fd;

		if (umoven(tcp, addr + i * 8, sizeof(fd), &fd) < 0)
			return false;
		if (fd_matches(tcp, fd, true))
			return true;
	}
	return false;
}

/* Calls whose descriptor arguments say nothing about a file: the
 * socket accept() listens on, a descriptor the call creates or a
 * queue, ring or ruleset of its own. --trace-fds still takes them by
 * number, as strace does since 6.4. */
static const char *const never[] = {
	"accept", "accept4", "bpf", "io_uring_enter", "io_uring_register",
	"landlock_add_rule", "landlock_restrict_self", "mq_getsetattr",
	"mq_notify", "mq_timedreceive", "mq_timedsend", "perf_event_open",
	"signalfd", "signalfd4", "timerfd_gettime", "timerfd_settime",
	"fsconfig",
};

/* Descriptor arguments strace looks past, for paths and numbers: the
 * epoll and fanotify instance a call changes (argument 0) and
 * perf_event_open's group leader. */
static const struct {
	const char *name;
	unsigned args;		/* bit i: argument i */
} unchecked[] = {
	{ "epoll_ctl", 1u << 0 },
	{ "fanotify_mark", 1u << 0 },
	{ "perf_event_open", ~0u },
};

static unsigned unchecked_args(const char *name)
{
	for (size_t i = 0; i < ARRAY_SIZE(unchecked); i++)
		if (!strcmp(name, unchecked[i].name))
			return unchecked[i].args;
	return 0;
}

static bool never_matches(const char *name)
{
	for (size_t i = 0; i < ARRAY_SIZE(never); i++)
		if (!strncmp(name, never[i], strlen(never[i])) &&
		    (!name[strlen(never[i])] ||
		     !strcmp(name + strlen(never[i]), "_time64")))
			return true;
	return false;
}

/* fsconfig: FSCONFIG_SET_PATH and _PATH_EMPTY name a path (and a
 * dirfd), FSCONFIG_SET_FD a descriptor, in arguments 3 and 4. */
static bool fsconfig_matches(struct tcb *tcp)
{
	switch ((uint32_t)tcp->call.args[1]) {
	case 3: case 4:
		return fd_matches(tcp, (int32_t)tcp->call.args[4], true) ||
		       path_matches(tcp, tcp->call.args[3]);
	case 5:
		return fd_matches(tcp, (int32_t)tcp->call.args[4], true);
	}
	return false;
}

bool pathtrace_match(struct tcb *tcp)
{
	const struct sysdesc *sd = tcp->call.sd;
	bool by_path;
	unsigned skip;

	if (!npaths && !fds.given)
		return true;
	if (npaths && !resolved)
		resolve();
	if (!sd)
		return false;
	if (!strcmp(sd->name, "fsconfig"))
		return fsconfig_matches(tcp);
	by_path = !never_matches(sd->name);
	if (!by_path && !fds.given)
		return false;
	skip = unchecked_args(sd->name);
	for (unsigned i = 0; i < sd->nargs && i < MAX_ARGS; i++) {
		const struct argdesc *ad = &sd->args[i];
		uint64_t a = tcp->call.args[i];

		if (skip & (1u << i))
			continue;
		if (by_path && (ad->traits & AT_PATH) && path_matches(tcp, a))
			return true;
		if ((ad->traits & AT_FD) &&
		    fd_matches(tcp, (int32_t)a, by_path))
			return true;
		if ((ad->traits & AT_FDSET) && ad->param >= 0 &&
		    fdset_matches(tcp, a, (int32_t)tcp->call.args[ad->param]))
			return true;
		if ((ad->traits & AT_POLLFD) && ad->param >= 0 &&
		    pollfds_match(tcp, a, (uint32_t)tcp->call.args[ad->param]))
			return true;
	}
	return false;
}
