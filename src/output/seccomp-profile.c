/* --seccomp-profile=FILE: a backend that writes the calls the run made
 * as a seccomp profile in the format Docker, Podman and containerd read:
 * every call not listed fails with EPERM; the calls made on each ABI are
 * allowed, one entry per ABI. The format names calls, and libseccomp
 * resolves each name on every architecture the profile lists: a call
 * made on one ABI is allowed on the others the run used too. */
#include "output/output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char *path;
static FILE *profile;
static bool written_ok = true;

static void profile_enable(const char *arg)
{
	if (!arg || !*arg)
		die("invalid seccomp profile file: ''");
	path = arg;
}

/* Opened before the program runs: a path that cannot be written is an
 * error then, not after the run. */
static void profile_init(void)
{
	profile = outfile_open_own(path);
}

static void put_string(struct strbuf *sb, const char *s)
{
	json_string(sb, s, strlen(s));
}

/* With --seccomp-profile-args, a call whose flag argument was recorded
 * is allowed only with the values the run used: one rule per value
 * (the rules of one entry are ANDed, the entries ORed). */
static bool filtered(const struct abi_calls *c, const char *name)
{
	if (!out_cfg->seccomp_profile_args)
		return false;
	for (unsigned i = 0; i < c->nargs; i++)
		if (!strcmp(c->args[i].call, name))
			return true;
	return false;
}

static void arg_rules(struct strbuf *sb, const struct abi_calls *c)
{
	for (unsigned i = 0; i < c->nargs; i++) {
		const struct abi_argval *a = &c->args[i];

		sb_puts(sb, ",\n    {\n      \"names\": [");
		put_string(sb, a->call);
		sb_printf(sb, "],\n      \"action\": \"SCMP_ACT_ALLOW\",\n"
			  "      \"args\": [{ \"index\": %u, ", a->index);
		if (a->mask)
			sb_printf(sb, "\"value\": %llu, \"valueTwo\": %llu, "
				  "\"op\": \"SCMP_CMP_MASKED_EQ\" }]",
				  (unsigned long long)a->mask,
				  (unsigned long long)a->value);
		else
			sb_printf(sb, "\"value\": %llu, \"valueTwo\": 0, "
				  "\"op\": \"SCMP_CMP_EQ\" }]",
				  (unsigned long long)a->value);
		sb_printf(sb, ",\n      \"comment\": \"%s on %s with the "
			  "value abitrace saw\"\n    }", a->call, c->abi);
	}
}

static void profile_text(struct strbuf *sb, const struct abi_view *v)
{
	sb_puts(sb, "{\n  \"defaultAction\": \"SCMP_ACT_ERRNO\",\n"
		"  \"defaultErrnoRet\": ");
	sb_put_dec(sb, EPERM);
	sb_puts(sb, ",\n  \"architectures\": [");
	for (unsigned i = 0; i < v->ncalls; i++) {
		sb_puts(sb, i ? ", " : "");
		put_string(sb, v->calls[i].scmp_arch);
	}
	sb_puts(sb, "],\n  \"syscalls\": [");
	for (unsigned i = 0; i < v->ncalls; i++) {
		const struct abi_calls *c = &v->calls[i];

		sb_puts(sb, i ? ",\n    {\n" : "\n    {\n");
		sb_printf(sb, "      \"comment\": \"the %u calls abitrace saw "
			  "on %s\",\n", c->n, c->abi);
		sb_puts(sb, "      \"names\": [");
		for (unsigned k = 0, shown = 0; k < c->n; k++) {
			if (filtered(c, c->names[k]))
				continue;
			sb_puts(sb, !shown ? "\n        " :
				shown % 6 ? ", " : ",\n        ");
			put_string(sb, c->names[k]);
			shown++;
		}
		sb_puts(sb, "\n      ],\n      \"action\": \"SCMP_ACT_ALLOW\"\n"
			"    }");
		if (out_cfg->seccomp_profile_args)
			arg_rules(sb, c);
	}
	sb_puts(sb, "\n  ]\n}\n");
}

static void profile_report(const struct report_view *r)
{
	struct strbuf sb = { 0 };

	if (!profile || !r->abi)
		return;
	profile_text(&sb, r->abi);
	if (fwrite(sb.s, 1, sb.len, profile) != sb.len)
		written_ok = false;
	free(sb.s);
}

/* -1 (said in one line) when the profile is incomplete. */
static int profile_finish(void)
{
	FILE *f = profile;

	if (!f)
		return 0;
	profile = NULL;
	return outfile_close(f, path, !written_ok);
}

static const struct backend seccomp_profile_backend = {
	.name = "seccomp-profile",
	.rank = 2,
	.long_opt = "seccomp-profile",
	.has_arg = 1,
	.wants_abi = true,
	.help = "  --seccomp-profile=FILE   write a Docker/Podman seccomp profile "
		"allowing\n                           the calls the run made\n"
		"  --seccomp-profile-args   ... and only the values it passed to "
		"flag\n                           arguments (socket families, "
		"namespaces)",
	.enable = profile_enable,
	.init = profile_init,
	.report = profile_report,
	.finish = profile_finish,
};
OUTPUT_BACKEND(seccomp_profile_backend);
