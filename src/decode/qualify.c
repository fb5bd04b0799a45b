/* The small value languages of the options: time spans and
 * precisions, the word sets of --quiet, --decode-fds and
 * --decode-pids, and the descriptor sets of -e read= and -e write=.
 *
 * Each parser dies with one line naming the option on a bad value. */
#include "abitrace.h"
#include "qualify.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* "s", "ms", "us", "ns": nanoseconds per unit, or 0. */
static uint64_t unit_ns(const char *u)
{
	if (!strcmp(u, "s"))
		return 1000000000;
	if (!strcmp(u, "ms"))
		return 1000000;
	if (!strcmp(u, "us"))
		return 1000;
	if (!strcmp(u, "ns"))
		return 1;
	return 0;
}

/* A number as strtod reads it (so "8e5" and ".16E7" too), then an
 * optional unit; without one, default_ns per unit. -1 when bad. */
int64_t parse_duration(const char *s, uint64_t default_ns)
{
	size_t digits = strspn(s, "+0123456789");
	size_t floats = strspn(s, "+-0123456789.eE");
	uint64_t per = default_ns;
	char *end;

	if (!*s)
		return -1;
	if (floats > digits) {
		double v;

		errno = 0;
		v = strtod(s, &end);
		if (end == s || errno || v < 0 || isnan(v))
			return -1;
		if (*end && !(per = unit_ns(end)))
			return -1;
		v *= (double)per;
		if (v >= 9.2e18)
			return -1;
		return (int64_t)(v + 0.5);
	} else {
		unsigned long long v;

		if (*s == '-')
			return -1;
		errno = 0;
		v = strtoull(s, &end, 10);
		if (end == s || errno)
			return -1;
		if (*end && !(per = unit_ns(end)))
			return -1;
		if (v > (uint64_t)INT64_MAX / per)
			return -1;
		return (int64_t)(v * per);
	}
}

/* s, ms, us, ns as the digits after the point: 0, 3, 6, 9; -1 if
 * none of them. */
int parse_precision(const char *s)
{
	static const char *const names[] = { "s", "ms", "us", "ns" };

	for (int i = 0; i < 4; i++)
		if (!strcmp(s, names[i]))
			return i * 3;
	return -1;
}

/* A comma list of words, each one bit; "all" and "none", and "!" in
 * front to invert. Returns the bits; what names the option. */
bool skip_negations(const char **spec)
{
	bool neg = false;

	while (**spec == '!') {
		neg = !neg;
		(*spec)++;
	}
	return neg;
}

static unsigned parse_words(const char *spec, const struct word *words,
			    size_t n, unsigned all, const char *what)
{
	bool neg = false;
	unsigned bits = 0;
	char *copy, *tok, *save;

	neg = skip_negations(&spec);
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		size_t i;

		if (!strcmp(tok, "all")) {
			bits = all;
			continue;
		}
		if (!strcmp(tok, "none"))
			continue;
		for (i = 0; i < n; i++)
			if (!strcmp(tok, words[i].name))
				break;
		if (i == n)
			die("invalid %s value '%s'", what, tok);
		bits |= words[i].bit;
	}
	free(copy);
	if (!*spec)
		die("invalid %s value ''", what);
	return neg ? all & ~bits : bits;
}

static const struct word quiet_words[] = {
	{ "attach", QUIET_ATTACH }, { "exit", QUIET_EXIT },
	{ "exits", QUIET_EXIT }, { "path-resolution", QUIET_PATH_RESOLUTION },
	{ "personality", QUIET_PERSONALITY },
	{ "thread-execve", QUIET_THREAD_EXECVE },
	{ "superseded", QUIET_THREAD_EXECVE },
};

unsigned parse_quiet_set(const char *spec)
{
	return parse_words(spec, quiet_words,
			   ARRAY_SIZE(quiet_words),
			   QUIET_ALL, "--quiet");
}

static const struct word fd_words[] = {
	{ "path", DECODE_FD_PATH }, { "socket", DECODE_FD_SOCKET },
	{ "dev", DECODE_FD_DEV }, { "pidfd", DECODE_FD_PIDFD },
	{ "eventfd", DECODE_FD_EVENTFD }, { "signalfd", DECODE_FD_SIGNALFD },
};

unsigned parse_decode_fds_set(const char *spec)
{
	return parse_words(spec, fd_words,
			   ARRAY_SIZE(fd_words),
			   DECODE_FD_ALL, "--decode-fds");
}

static const struct word pid_words[] = {
	{ "pidns", DECODE_PID_NS }, { "comm", DECODE_PID_COMM },
};

unsigned parse_decode_pids_set(const char *spec)
{
	return parse_words(spec, pid_words,
			   ARRAY_SIZE(pid_words),
			   DECODE_PID_NS | DECODE_PID_COMM, "--decode-pids");
}

/* ---- -e read=, -e write=: sets of descriptors ---------------------- */

void fdset_parse(struct fdset *s, const char *spec, const char *what)
{
	bool neg = false;
	char *copy, *tok, *save;

	neg = skip_negations(&spec);
	if (!*spec)
		die("invalid %s '': no descriptor in it", what);
	free(s->fds);
	memset(s, 0, sizeof(*s));
	if (!strcmp(spec, "all") || !strcmp(spec, "none")) {
		s->inverted = !strcmp(spec, "all") != neg;
		s->given = true;
		return;
	}
	copy = xstrdup(spec);
	for (tok = strtok_r(copy, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		char *end;
		long fd;

		errno = 0;
		fd = strtol(tok, &end, 10);
		if (errno || end == tok || *end || fd < 0 || fd > INT_MAX)
			die("invalid descriptor '%s' in %s", tok, what);
		s->fds = xrealloc(s->fds, (s->n + 1) * sizeof(*s->fds));
		s->fds[s->n++] = (int)fd;
	}
	free(copy);
	s->inverted = neg;
	s->given = true;
}

bool fdset_has(const struct fdset *s, int fd)
{
	bool in = false;

	if (!s->given || fd < 0)
		return false;
	for (unsigned i = 0; i < s->n && !in; i++)
		in = s->fds[i] == fd;
	return in != s->inverted;
}
