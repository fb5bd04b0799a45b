/* Small families with a structure or a decoded result: the random
 * device, namespaces, the counter character device, epoll's busy-poll
 * parameters, the watchdog's support info, nsfs' mount namespaces,
 * udmabuf, pidfs' PIDFD_GET_INFO. */
#include "decode/ioctl.h"

#include <string.h>

/* struct rand_pool_info: the entropy credited and the bytes themselves. */
int ioctl_rnd_add_entropy(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	int32_t h[2];
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, h, sizeof(h), &rc))
		return rc;
	f_int(c, "entropy_count", h[0]);
	f_int(c, "buf_size", h[1]);
	v_field(c, "buf");
	if (h[1] < 0)
		v_addr(c, addr + sizeof(h));
	else
		v_buf_at(c, addr + sizeof(h), (uint64_t)h[1]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* NS_GET_NSTYPE returns the CLONE_NEW* flag of the namespace. */
static int nstype_ret(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d)
{
	const char *n = xlat_name(&xlat_clone_flags, (uint64_t)rval);

	(void)d;
	v_int(c, rval);
	if (rval > 0 && n)
		v_textf(c, " (%s)", n);
	return PRINT_OK;
}

int ioctl_ns_get_nstype(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	(void)cmd;
	(void)arg;
	set_ret_printer(c, nstype_ret);
	return IOCTL_NOARG;
}

/* struct counter_watch: a component, an event, a channel (bytes). */
int ioctl_counter_watch(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t w[6];
	int rc;

	(void)cmd;
	if (!ioctl_entry_struct(c, addr, w, sizeof(w), &rc))
		return rc;
	v_field(c, "component");
	v_struct_begin(c);
	f_enum(c, "type", &xlat_counter_component, w[0],
	       "COUNTER_COMPONENT_???");
	f_enum(c, "scope", &xlat_counter_scope, w[1], "COUNTER_SCOPE_???");
	f_uint(c, "parent", w[2]);
	f_uint(c, "id", w[3]);
	v_struct_end(c);
	f_enum(c, "event", &xlat_counter_event, w[4], "COUNTER_EVENT_???");
	f_uint(c, "channel", w[5]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* EPIOCSPARAMS (read at entry), EPIOCGPARAMS (filled: shown at exit):
 * struct epoll_params, the busy-poll time with its seconds beside it
 * (not with -X raw), and the padding only when it is not zero. */
int ioctl_epoll_params(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t p[8];
	uint32_t usecs;
	uint16_t budget;
	int rc;

	if (!ioctl_dir_struct(c, cmd, addr, p, sizeof(p), &rc))
		return rc;
	memcpy(&usecs, p, sizeof(usecs));
	memcpy(&budget, p + 4, sizeof(budget));
	v_field(c, "busy_poll_usecs");
	if (c->opt->xlat_style == XLAT_RAW || !usecs)
		v_uint(c, usecs);
	else
		v_numf(c, VK_UINT, usecs, "%u /* %u.%06u s */", usecs,
		       usecs / 1000000, usecs % 1000000);
	f_uint(c, "busy_poll_budget", budget);
	f_hex(c, "prefer_busy_poll", p[6]);
	if (p[7])
		f_hex(c, "__pad", p[7]);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* WDIOC_GETSUPPORT: struct watchdog_info, filled by the driver: its
 * options, then (with -v) the firmware version and identity. */
int ioctl_wdioc_getsupport(const struct pctx *c, unsigned cmd,
			   uint64_t addr)
{
	uint8_t w[40];
	const uint8_t *id, *nul;
	uint32_t options, version;
	size_t len;
	bool cut;
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, w, sizeof(w), &rc))
		return rc;
	memcpy(&options, w, sizeof(options));
	memcpy(&version, w + 4, sizeof(version));
	f_flags(c, "options", &xlat_wdiof_options, options, "WDIOF_???");
	if (c->opt->verbose) {
		f_hex(c, "firmware_version", version);
		/* up to its NUL in the 32 bytes, cut by -s */
		id = w + 8;
		nul = memchr(id, '\0', 32);
		len = nul ? (size_t)(nul - id) : 32;
		cut = !nul || len > (size_t)c->opt->string_limit;
		if (len > (size_t)c->opt->string_limit)
			len = (size_t)c->opt->string_limit;
		v_field(c, "identity");
		v_str(c, id, len, cut);
	} else {
		v_more(c);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* NS_GET_MNTNS_ID: the mount namespace's id, written by the kernel. */
int ioctl_ns_mntns_id(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint64_t id;

	(void)cmd;
	if (c->compat)
		addr = (uint32_t)addr;
	if (!c->exiting)
		return IOCTL_LATER;
	if (!out_or_addr(c, addr, sizeof(id), &id))
		return IOCTL_DONE;
	v_array_begin(c);
	v_elem(c);
	v_hex(c, id);
	v_array_end(c);
	return IOCTL_DONE;
}

/* NS_MNT_GET_INFO, _NEXT, _PREV: struct mnt_ns_info, filled by the
 * kernel (its first 16 bytes: a bigger struct of a later kernel is
 * read as far as this one goes). */
int ioctl_ns_mnt_info(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	static const struct ioctl_field f[] = {
		IOCTL_FIELD("size", 0, 4, IOF_UINT),
		IOCTL_FIELD("nr_mounts", 4, 4, IOF_UINT),
		IOCTL_FIELD("mnt_ns_id", 8, 8, IOF_HEX),
	};
	uint8_t b[16];
	int rc;

	(void)cmd;
	if (!ioctl_exit_struct(c, addr, b, sizeof(b), &rc))
		return rc;
	ioctl_fields(c, b, f, ARRAY_SIZE(f));
	v_struct_end(c);
	return IOCTL_DONE;
}

/* nsfs requests without a name of their own: NS_MNT_GET_* with a
 * struct mnt_ns_info of another size. */
int ioctl_nsfs(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	if (_IOC_DIR(cmd) == _IOC_READ && _IOC_NR(cmd) >= 0xa &&
	    _IOC_NR(cmd) <= 0xc && _IOC_SIZE(cmd) >= 16)
		return ioctl_ns_mnt_info(c, cmd, arg);
	return IOCTL_UNKNOWN;
}

/* struct udmabuf_create and the items of a list: a memfd's range. */
static void udmabuf_item(const struct pctx *c, const uint8_t *b, bool flags)
{
	int32_t fd;
	uint32_t fl;
	uint64_t off, size;

	memcpy(&fd, b, sizeof(fd));
	memcpy(&fl, b + 4, sizeof(fl));
	memcpy(&off, b + 8, sizeof(off));
	memcpy(&size, b + 16, sizeof(size));
	v_struct_begin(c);
	v_field(c, "memfd");
	v_fd(c, fd);
	if (flags) {
		f_flags(c, "flags", &xlat_udmabuf_flags, fl,
			"UDMABUF_FLAGS_???");
	}
	f_uint(c, "offset", off);
	f_uint(c, "size", size);
	v_struct_end(c);
}

/* UDMABUF_CREATE: struct udmabuf_create; UDMABUF_CREATE_LIST: struct
 * udmabuf_create_list, its items as many as count says (cut by -s as
 * arrays are). Both read by the kernel. */
int ioctl_udmabuf(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	uint8_t b[24];
	uint32_t h[2];

	if (c->compat)
		addr = (uint32_t)addr;
	if (_IOC_NR(cmd) == 0x42) {
		if (umove_or_addr(c, addr, sizeof(b), b))
			udmabuf_item(c, b, true);
		return IOCTL_DONE;
	}
	if (!umove_or_addr(c, addr, sizeof(h), h))
		return IOCTL_DONE;
	v_struct_begin(c);
	f_flags(c, "flags", &xlat_udmabuf_flags, h[0], "UDMABUF_FLAGS_???");
	f_uint(c, "count", h[1]);
	v_field(c, "list");
	v_array_begin(c);
	for (uint32_t i = 0; i < h[1] && !ioctl_array_cut(c, i); i++) {
		uint64_t at = addr + sizeof(h) + (uint64_t)i * sizeof(b);

		v_elem(c);
		if (umove(c, at, sizeof(b), b) < 0) {
			v_addr(c, at);
			break;
		}
		udmabuf_item(c, b, false);
	}
	v_array_end(c);
	v_struct_end(c);
	return IOCTL_DONE;
}

/* The fields of struct pidfd_info (a kernel newer than uapi/'s
 * headers), each shown when the mask the kernel returned has its bit
 * and the struct the program gave is big enough to hold it. */
#define PIDFD_INFO_MAX 88	/* the struct as strace 7.2 knows it */

static void pidfd_info_fields(const struct pctx *c, const uint8_t *b,
			      size_t size, uint64_t mask)
{
	static const char *const ids[] = {
		"ruid", "rgid", "euid", "egid", "suid", "sgid", "fsuid",
		"fsgid",
	};
	uint64_t u64;
	uint32_t u;

	if (mask & 0x4) {		/* PIDFD_INFO_CGROUPID */
		memcpy(&u64, b + 8, sizeof(u64));
		f_uint(c, "cgroupid", u64);
	}
	if (mask & 0x1) {		/* PIDFD_INFO_PID */
		static const char *const pids[] = { "pid", "tgid", "ppid" };

		for (unsigned i = 0; i < 3; i++) {
			memcpy(&u, b + 16 + 4 * i, sizeof(u));
			f_int(c, pids[i], (int32_t)u);
		}
	}
	if (mask & 0x2) {		/* PIDFD_INFO_CREDS */
		for (unsigned i = 0; i < 8; i++) {
			memcpy(&u, b + 28 + 4 * i, sizeof(u));
			f_uint(c, ids[i], u);
		}
	}
	if (mask & 0x8) {		/* PIDFD_INFO_EXIT */
		memcpy(&u, b + 60, sizeof(u));
		v_field(c, "exit_code");
		print_wstatus(c, (int)u);
	}
	if ((mask & 0x10) && size >= 68) {	/* PIDFD_INFO_COREDUMP */
		memcpy(&u, b + 64, sizeof(u));
		f_flags(c, "coredump_mask", &xlat_pidfd_coredump, u,
			"PIDFD_COREDUMP_???");
	}
	if ((mask & 0x40) && size >= 72) {	/* _COREDUMP_SIGNAL */
		memcpy(&u, b + 68, sizeof(u));
		v_field(c, "coredump_signal");
		v_sig(c, (int32_t)u);
	}
	if ((mask & 0x80) && size >= 76) {	/* _COREDUMP_CODE */
		memcpy(&u, b + 72, sizeof(u));
		f_uint(c, "coredump_code", u);
	}
	if ((mask & 0x20) && size >= 88) {	/* _SUPPORTED_MASK */
		memcpy(&u64, b + 80, sizeof(u64));
		f_flags(c, "supported_mask", &xlat_pidfd_info_mask, u64,
			"PIDFD_INFO_???");
	}
}

/* PIDFD_GET_INFO: struct pidfd_info, the mask of what is asked for
 * in; what the kernel filled, and the mask of it, at exit. A struct of
 * another size (the kernel takes any from its first 64 bytes) has no
 * name and comes by its type byte. */
int ioctl_pidfd_info(const struct pctx *c, unsigned cmd, uint64_t addr)
{
	struct ioctl_pidfd_state *rd =
		&c->tcp->dec->ret_data.ioctl.fam.pidfd_info;
	size_t size = _IOC_SIZE(cmd);
	uint8_t b[PIDFD_INFO_MAX];
	uint64_t out;

	if (c->compat)
		addr = (uint32_t)addr;
	if (size > sizeof(b))
		size = sizeof(b);
	if (!c->exiting) {
		if (addr && umove(c, addr, size, b) == 0) {
			memcpy(&rd->mask, b, sizeof(rd->mask));
			rd->read = true;
		}
		return IOCTL_LATER;
	}
	if (!rd->read) {
		v_addr(c, addr);
		return IOCTL_DONE;
	}
	v_struct_begin(c);
	f_flags(c, "mask", &xlat_pidfd_info_mask, rd->mask, "PIDFD_INFO_???");
	if (!c->call->err && umove(c, addr, size, b) == 0) {
		memcpy(&out, b, sizeof(out));
		if (out != rd->mask) {
			v_changed(c);
			v_flags(c, &xlat_pidfd_info_mask, out,
				"PIDFD_INFO_???");
		}
		pidfd_info_fields(c, b, size, out);
	}
	v_struct_end(c);
	return IOCTL_DONE;
}

/* pidfs requests without a name of their own: PIDFD_GET_INFO with a
 * struct pidfd_info of another size. */
int ioctl_pidfs(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	if (_IOC_DIR(cmd) == (_IOC_READ | _IOC_WRITE) &&
	    _IOC_NR(cmd) == 11 && _IOC_SIZE(cmd) >= 64)
		return ioctl_pidfd_info(c, cmd, arg);
	return IOCTL_UNKNOWN;
}

/* NS_GET_{PID,TGID}_FROM_PIDNS return an id of the caller's pid
 * namespace (shown as -Y/--pidns-translation show ids); the argument
 * is of the descriptor's namespace. */
static int ns_pid_ret(const struct pctx *c, int64_t rval,
		      const union dec_ret_data *d)
{
	(void)d;
	return v_pid_kind(c, (int)rval, PID_TID);
}

static int ns_tgid_ret(const struct pctx *c, int64_t rval,
		       const union dec_ret_data *d)
{
	(void)d;
	return v_pid(c, (int)rval);
}

/* NS_GET_{PID,TGID}_IN_PIDNS: the argument is an id of the caller's
 * namespace, the result one of the descriptor's. */
int ioctl_ns_pid(const struct pctx *c, unsigned cmd, uint64_t arg)
{
	bool tgid = _IOC_NR(cmd) == 0x7 || _IOC_NR(cmd) == 0x9;

	if (c->exiting)
		return IOCTL_DONE;
	if (_IOC_NR(cmd) <= 0x7) {	/* _FROM_PIDNS */
		v_int(c, (int)arg);
		set_ret_printer(c, tgid ? ns_tgid_ret : ns_pid_ret);
	} else if (tgid) {
		v_pid(c, (int)arg);
	} else {
		v_pid_kind(c, (int)arg, PID_TID);
	}
	return IOCTL_DONE;
}
