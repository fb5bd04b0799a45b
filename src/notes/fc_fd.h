/* failure-cause's causes of descriptors of the wrong kind (ESPIPE,
 * ENOTSOCK, EINVAL), of EAGAIN on a descriptor that must not wait
 * (fc_fdkind.c), and of the path errors EXDEV and ETXTBSY (fc_xdev.c).
 * kinds/failure_cause.c asks them and emits what they say. */
#ifndef ABT_NOTES_FC_FD_H
#define ABT_NOTES_FC_FD_H

#include "notes/pathwalk.h"

#include <stdbool.h>
#include <stddef.h>

struct failure_cause_params;

/* The tracee's name s (a path, a link), escaped, its middle cut when
 * long. */
void fcx_name(char *dst, size_t size, const char *s);

/* Whether the call's errno is one of these files' on line p. */
bool fcx_explains(const struct tcb *tcp, const struct failure_cause_params *p);

/* ESPIPE, ENOTSOCK, EAGAIN, EINVAL: true when the errno is this file's
 * to explain on line p (fcx_explains); then why holds the note (empty: none) and *arg the
 * argument at fault (-1: none). */
bool fcx_fd_cause(struct tcb *tcp, const struct failure_cause_params *p,
		  int *arg, char *why, size_t size);

/* EXDEV, ETXTBSY of a path call: res[k] the walk of path k (NULL when
 * it could not be walked); exec: the call runs the file (ETXTBSY is a
 * writer then, not a runner); fs: the thread's filesystem credentials,
 * which decide the processes it may be told of. The index of the path
 * at fault, with why and comp (the component) filled; -1 with what was
 * checked in why. */
int fcx_path_cause(struct tcb *tcp, const struct pw_result *const res[2],
		   unsigned n, bool exec, const struct pw_creds *fs,
		   char *why, size_t size, char *comp, size_t csize);

#endif
