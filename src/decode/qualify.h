/* Value parsers of the options (src/qualify.c). */
#ifndef ABT_QUALIFY_H
#define ABT_QUALIFY_H

#include <stdbool.h>
#include <stdint.h>

struct word {
	const char *name;
	unsigned bit;
};

/* A time span: a decimal number (strtod's syntax) and an optional
 * unit s, ms, us or ns; default_ns per unit without one. Returns
 * nanoseconds, or -1 when the text is not one. */
int64_t parse_duration(const char *s, uint64_t default_ns);
/* "s", "ms", "us", "ns" -> 0, 3, 6, 9 digits; -1 otherwise. */
int parse_precision(const char *s);

/* A set's leading '!'s: skips them, true when they are odd (the set
 * is inverted). */
bool skip_negations(const char **spec);

unsigned parse_quiet_set(const char *spec);	/* QUIET_* bits */
unsigned parse_decode_fds_set(const char *spec);	/* DECODE_FD_* */
unsigned parse_decode_pids_set(const char *spec);	/* DECODE_PID_* */

/* -e read=SET, -e write=SET: descriptor numbers, all, none, !SET. */
struct fdset {
	int *fds;
	unsigned n;
	bool inverted;		/* the set is every fd but fds[] */
	bool given;
};
void fdset_parse(struct fdset *s, const char *spec, const char *what);
bool fdset_has(const struct fdset *s, int fd);

#endif
