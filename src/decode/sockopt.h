/* Socket options: the names of each level's options and the shapes of
 * their values, generated from syscalls/sockopts.list into
 * sockopts_gen.c. */
#ifndef ABT_DECODE_SOCKOPT_H
#define ABT_DECODE_SOCKOPT_H

#include "printers.h"

struct sockopt_level {
	const char *level;		/* its name in xlat/socket_level.in */
	const struct xlat *names;
	const struct xlat *get_names;	/* getsockopt's, first; or NULL */
};

enum sockopt_shape_kind {
	SOS_INT, SOS_ENUM, SOS_ERRNO, SOS_FN, SOS_HEXENUM, SOS_EXACTENUM
};

struct sockopt_shape {
	const char *level, *name;
	enum sockopt_shape_kind kind;
	const struct xlat *set;
	const char *unknown;	/* an enum's value outside the set, or NULL */
	int (*fn)(const struct pctx *c, uint64_t addr, unsigned len, bool get);
};

extern const struct sockopt_level sockopt_levels[];
extern const unsigned sockopt_nlevels;
extern const struct sockopt_shape sockopt_shapes[];
extern const unsigned sockopt_nshapes;

#endif
