/* System V IPC: keys, get flags, control commands, sembuf arrays,
 * message buffers, and the i386 ipc() multiplexer shown as the call it
 * carries. */
#include "printers.h"
#include "decode/filter.h"
#include "decode/decode.h"
#include "structs_gen.h"

#include <string.h>

#define IPC_64_BIT 0x100

int print_ipc_key(const struct pctx *c, uint64_t v)
{
	uint32_t key = (uint32_t)v;

	if (!key) {
		v_enum(c, &xlat_ipc_private, 0, NULL);
		return PRINT_OK;
	}
	return v_hex(c, key);
}

/* IPC_CREAT|IPC_EXCL|0600: the flags (one value for -X), the huge page
 * size of shmget (bits 26-31, 21<<SHM_HUGE_SHIFT), then the permissions
 * in octal. */
#define SHM_HUGE_SHIFT_ 26
#define SHM_HUGE_MASK_ 0x3fu

static int ipc_flags(const struct pctx *c, uint32_t u, const struct xlat *set,
		     bool huge)
{
	uint32_t h = huge ? (u >> SHM_HUGE_SHIFT_) & SHM_HUGE_MASK_ : 0;
	uint32_t f = u & ~0777u & ~(h << SHM_HUGE_SHIFT_);

	if (f) {
		v_flags(c, set, f, NULL);
		v_putc(c, '|');
	}
	if (h) {
		if (c->opt->xlat_style == XLAT_ABBREV)
			v_numf(c, VK_UINT, h, "%u<<SHM_HUGE_SHIFT", h);
		else
			v_numf(c, VK_UINT, h, "%u<<%d%s", h, SHM_HUGE_SHIFT_,
			       c->opt->xlat_style == XLAT_RAW ? "" :
			       " /* SHM_HUGE_SHIFT */");
		v_putc(c, '|');
	}
	return v_oct(c, u & 0777);
}

int print_ipc_get_flags(const struct pctx *c, uint64_t v)
{
	return ipc_flags(c, (uint32_t)v, &xlat_ipc_flags, false);
}

int print_shm_get_flags(const struct pctx *c, uint64_t v)
{
	return ipc_flags(c, (uint32_t)v, &xlat_shm_get_flags, true);
}

int print_ipc_cmd(const struct pctx *c, uint64_t v, const struct xlat *set)
{
	uint32_t u = (uint32_t)v;
	const char *n;

	if (!(u & IPC_64_BIT)) {
		v_enum(c, set, u, NULL);
		return PRINT_OK;
	}
	u &= ~IPC_64_BIT;
	n = xlat_name(set, u);
	v_flags_begin(c, (uint32_t)v, set);
	v_flag_name(c, "IPC_64");
	if (n)
		v_flag_name(c, n);
	else
		v_flag_bits(c, u);
	v_flags_end(c);
	return PRINT_OK;
}

/* At most this many sembufs are shown, then "...". */
#define MAX_SEMBUFS 32

int print_sembuf_in(const struct pctx *c, uint64_t addr, uint64_t nv)
{
	uint64_t n = (uint32_t)nv;
	struct { uint16_t num; int16_t op; int16_t flg; } sb;

	if (!n || umove(c, addr, sizeof(sb), &sb) < 0)
		return v_addr(c, addr);
	v_array_begin(c);
	for (uint64_t i = 0; i < n; i++) {
		if (i == MAX_SEMBUFS) {
			v_more(c);
			break;
		}
		if (i && !umove_or_more(c, addr + i * sizeof(sb), sizeof(sb),
					&sb))
			break;
		v_elem(c);
		v_struct_begin(c);
		f_uint(c, "sem_num", sb.num);
		f_int(c, "sem_op", sb.op);
		f_flags(c, "sem_flg", &xlat_sem_flags, (uint16_t)sb.flg, "0");
		v_struct_end(c);
	}
	v_array_end(c);
	return PRINT_OK;
}

/* struct msgbuf: a long mtype, then len bytes of text; a received one
 * shows the whole buffer the caller offered, as strace does. */
int print_msgbuf_in(const struct pctx *c, uint64_t addr, uint64_t len)
{
	uint64_t type;

	if (umove_ulong(c, addr, &type) < 0)
		return v_addr(c, addr);
	v_struct_begin(c);
	f_int(c, "mtype", abi_long(c, type));
	v_field(c, "mtext");
	v_buf_at(c, addr + abi_word(c), len);
	v_struct_end(c);
	return PRINT_OK;
}

/* semctl's fourth argument, the union semun. Through ipc() it is a
 * pointer to the union, shown as [value]. */
int print_semun(const struct pctx *c, uint64_t v)
{
	if (!(c->tcp->flags & TCB_DEMUXED))
		return v_addr(c, v);
	return print_word_box(c, v, v_addr);
}

/* ---- the i386 ipc() multiplexer ----------------------------------- */

/* ipc(call, first, second, third, ptr, fifth): for each call number
 * (<linux/ipc.h>), the call it carries and which ipc() argument becomes
 * each of its arguments (1 = first ... 5 = fifth), as the kernel's
 * ksys_ipc() passes them on. */
enum { IPC_KLUDGE = 9 };	/* msgrcv version 0: {msgp, msgtyp} at ptr */

static const struct {
	const char *name;
	unsigned char nargs;
	unsigned char from[5];
} ipccalls[] = {
	[1] = { "semop", 3, { 1, 4, 2 } },
	[2] = { "semget", 3, { 1, 2, 3 } },
	[3] = { "semctl", 4, { 1, 2, 3, 4 } },
	[4] = { "semtimedop", 4, { 1, 4, 2, 5 } },
	[11] = { "msgsnd", 4, { 1, 4, 2, 3 } },
	[12] = { "msgrcv", 5, { 1, 4, 2, 5, 3 } },
	[13] = { "msgget", 2, { 1, 2 } },
	[14] = { "msgctl", 3, { 1, 2, 4 } },
	[21] = { "shmat", 3, { 1, 4, 2 } },
	[22] = { "shmdt", 1, { 4 } },
	[23] = { "shmget", 3, { 1, 2, 3 } },
	[24] = { "shmctl", 3, { 1, 2, 4 } },
};
#define NIPCCALLS (ARRAY_SIZE(ipccalls))

bool call_name_traced(const char *name)
{
	const struct sysdesc *sd;

	if (!name)
		return false;
	sd = sysdesc_by_name(name);
	return sd && filter_desc_traced(sd);
}

bool ipc_carries_traced(void)
{
	for (unsigned i = 0; i < NIPCCALLS; i++)
		if (call_name_traced(ipccalls[i].name))
			return true;
	return false;
}

/* shmat through ipc() returns 0 and stores the address at its third
 * argument (d->shmat_raddr): shown as shmat's result, as the direct
 * call returns it. */
static int print_ipc_shmat_ret(const struct pctx *c, int64_t rval,
			       const union dec_ret_data *d)
{
	uint64_t addr;

	if (umove_ulong(c, d->shmat_raddr, &addr) < 0)
		return v_int(c, rval);
	return v_hex(c, addr);
}

void ipc_demux(struct tcb *tcp)
{
	static const struct sysdesc *cache[NIPCCALLS];
	uint32_t call = (uint32_t)tcp->call.args[0] & 0xffff;
	uint32_t version = (uint32_t)tcp->call.args[0] >> 16;
	uint64_t a[MAX_ARGS] = { 0 };
	unsigned n;

	if (call >= NIPCCALLS || !ipccalls[call].name)
		return;
	/* Version 1 of shmat is the iBCS2 entry, left as ipc(). */
	if (call == 21 && version == 1)
		return;
	if (!cache[call])
		cache[call] = sysdesc_by_name(ipccalls[call].name);
	if (!cache[call])
		return;
	n = ipccalls[call].nargs;
	for (unsigned i = 0; i < n; i++)
		a[i] = (uint32_t)tcp->call.args[ipccalls[call].from[i]];
	if (call == 12 && version == 0) {
		uint32_t k[2];

		if (umoven(tcp, (uint32_t)tcp->call.args[4], sizeof(k), k) < 0)
			return;
		a[1] = k[0];
		a[3] = (uint64_t)(int64_t)(int32_t)k[1];
	}
	memcpy(tcp->call.raw_args, tcp->call.args, sizeof(tcp->call.raw_args));
	memcpy(tcp->call.args, a, sizeof(a));
	tcp->flags |= TCB_DEMUXED;
	tcp->dec->demux_call = (unsigned char)call;
	tcp->call.sd = cache[call];
}

/* A demultiplexed shmat: its address comes back through memory. */
void ipc_demux_exit(struct tcb *tcp)
{
	if ((tcp->flags & TCB_DEMUXED) && tcp->dec->demux_call == 21 &&
	    !tcp->call.err) {
		tcp->dec->ret_data.shmat_raddr =
			(uint32_t)tcp->call.raw_args[3];
		tcp->dec->ret_fn = print_ipc_shmat_ret;
	}
}

/* ---- msgctl, semctl, shmctl: the IPC_64 structs ----------------------- */

/* Commands (<linux/ipc.h>, <linux/msg.h>, <linux/sem.h>, <linux/shm.h>);
 * the kernel masks IPC_64 off before it looks at them. */
enum {
	IPCC_SET = 1, IPCC_STAT = 2, IPCC_INFO = 3,
	MSGC_STAT = 11, MSGC_INFO = 12, MSGC_STAT_ANY = 13,
	SEMC_STAT = 18, SEMC_INFO = 19, SEMC_STAT_ANY = 20,
	SHMC_STAT = 13, SHMC_INFO = 14, SHMC_STAT_ANY = 15,
};

/* One field of a struct after its ipc64_perm; a time has a high word
 * (of no size where the ABI has none: structs.list). */
struct ipc_field {
	enum layout_field f, high;
	bool time;
};

struct ipc_ds {
	const char *perm;		/* "msg_perm" */
	enum layout_struct s;
	const struct ipc_field *fields;
	unsigned nfields;
	/* What IPC_SET takes besides the owner and mode: its index in
	 * fields, or -1. */
	int set_extra;
};

#define NUM(f) { LF_##f, 0, false }
#define TIME(f) { LF_##f, LF_##f##_HIGH, true }

static const struct ipc_field msq_fields[] = {
	TIME(MSQID64_DS_MSG_STIME), TIME(MSQID64_DS_MSG_RTIME),
	TIME(MSQID64_DS_MSG_CTIME), NUM(MSQID64_DS_MSG_QNUM),
	NUM(MSQID64_DS_MSG_QBYTES), NUM(MSQID64_DS_MSG_LSPID),
	NUM(MSQID64_DS_MSG_LRPID),
};

static const struct ipc_field sem_fields[] = {
	TIME(SEMID64_DS_SEM_OTIME), TIME(SEMID64_DS_SEM_CTIME),
	NUM(SEMID64_DS_SEM_NSEMS),
};

static const struct ipc_field shm_fields[] = {
	NUM(SHMID64_DS_SHM_SEGSZ), NUM(SHMID64_DS_SHM_CPID),
	NUM(SHMID64_DS_SHM_LPID), NUM(SHMID64_DS_SHM_NATTCH),
	TIME(SHMID64_DS_SHM_ATIME), TIME(SHMID64_DS_SHM_DTIME),
	TIME(SHMID64_DS_SHM_CTIME),
};

static const struct ipc_ds msq_ds = {
	"msg_perm", LS_MSQID64_DS, msq_fields, ARRAY_SIZE(msq_fields), 4,
};
static const struct ipc_ds sem_ds = {
	"sem_perm", LS_SEMID64_DS, sem_fields, ARRAY_SIZE(sem_fields), -1,
};
static const struct ipc_ds shm_ds = {
	"shm_perm", LS_SHMID64_DS, shm_fields, ARRAY_SIZE(shm_fields), -1,
};

/* The largest of the structs read here, on any ABI. */
#define IPC_BUF_MAX 160

/* "msqid64_ds.msg_qnum" -> "msg_qnum" */
static const char *layout_field_name(enum layout_field f)
{
	const char *dot = strchr(layout_field_names[f], '.');

	return dot ? dot + 1 : layout_field_names[f];
}

static void ipc_num(const struct pctx *c, enum layout_field f,
		    const void *buf)
{
	uint64_t v = layout_get(c->tcp->pers, f, buf);

	if (field_layouts[c->tcp->pers][f].is_signed)
		v_int(c, (int64_t)v);
	else
		v_uint(c, v);
}

/* struct ipc64_perm at the start of buf: with set, only what IPC_SET
 * changes (the owner and the mode). */
static void ipc_perm(const struct pctx *c, const void *buf, bool set)
{
	unsigned p = c->tcp->pers;

	v_struct_begin(c);
	f_uint(c, "uid", layout_get(p, LF_IPC64_PERM_UID, buf));
	f_uint(c, "gid", layout_get(p, LF_IPC64_PERM_GID, buf));
	v_field(c, "mode");
	v_numf(c, VK_UINT, layout_get(p, LF_IPC64_PERM_MODE, buf), "%#llo",
	       (unsigned long long)layout_get(p, LF_IPC64_PERM_MODE, buf));
	if (!set) {
		f_uint(c, "key",
		       (uint32_t)layout_get(p, LF_IPC64_PERM_KEY, buf));
		f_uint(c, "cuid", layout_get(p, LF_IPC64_PERM_CUID, buf));
		f_uint(c, "cgid", layout_get(p, LF_IPC64_PERM_CGID, buf));
	}
	v_struct_end(c);
}

static void ipc_field(const struct pctx *c, const struct ipc_field *f,
		      const void *buf)
{
	unsigned p = c->tcp->pers;

	v_field(c, layout_field_name(f->f));
	if (f->time)
		v_uint(c, layout_get(p, f->f, buf) |
			  layout_get(p, f->high, buf) << 32);
	else
		ipc_num(c, f->f, buf);
}

/* x32 calls the native IPC entries, whose longs are 64-bit while its
 * own are 32: structs.list (ulong is the ABI's long) does not describe
 * those structs there, so they are shown as their address. An ABI with
 * 32-bit words in 64-bit registers is such an ABI. */
static bool ipc_klong_wider(const struct pctx *c)
{
	return c->pers->wordsize == 4 && !c->pers->split64;
}

/* A msqid64_ds, semid64_ds or shmid64_ds; the address when it cannot be
 * read. */
static void ipc_ds_at(const struct pctx *c, const struct ipc_ds *d,
		      uint64_t addr, bool set)
{
	unsigned char buf[IPC_BUF_MAX];
	size_t size = struct_sizes[c->tcp->pers][d->s];

	if (!addr || ipc_klong_wider(c) || size > sizeof(buf) ||
	    umove(c, addr, size, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	v_field(c, d->perm);
	ipc_perm(c, buf, set);
	for (unsigned i = 0; i < d->nfields; i++)
		if (!set || (int)i == d->set_extra)
			ipc_field(c, &d->fields[i], buf);
	v_struct_end(c);
}

/* A struct of plain numbers (msginfo, seminfo, shminfo64, shm_info):
 * its first n fields from f on, in order, named after their layouts. */
static void ipc_info_at(const struct pctx *c, uint64_t addr,
			enum layout_struct s, enum layout_field f, unsigned n)
{
	unsigned p = c->tcp->pers;
	unsigned char buf[IPC_BUF_MAX];
	size_t size = struct_sizes[p][s];

	/* msginfo and seminfo are ints everywhere; the shm ones longs. */
	if (!addr || (s != LS_MSGINFO && s != LS_SEMINFO &&
		      ipc_klong_wider(c)) ||
	    size > sizeof(buf) || umove(c, addr, size, buf) < 0) {
		v_addr(c, addr);
		return;
	}
	v_struct_begin(c);
	for (unsigned i = 0; i < n; i++) {
		v_field(c, layout_field_name(f + i));
		ipc_num(c, f + i, buf);
	}
	v_struct_end(c);
}

/* What IPC_SET passes is read at entry, what the others fill at exit (the
 * address when the call failed). Returns whether cmd was one of ds's. */
static bool ipc_ds_cmd(const struct pctx *c, const struct ipc_ds *d,
		       uint64_t addr, unsigned cmd, bool stat)
{
	if (cmd == IPCC_SET) {
		if (!c->exiting)
			ipc_ds_at(c, d, addr, true);
		return true;
	}
	if (cmd != IPCC_STAT && !stat)
		return false;
	if (!c->exiting)
		return true;
	if (c->call->err)
		v_addr(c, addr);
	else
		ipc_ds_at(c, d, addr, false);
	return true;
}

/* An INFO command's struct, filled at exit. */
static void ipc_info_cmd(const struct pctx *c, uint64_t addr,
			 enum layout_struct s, enum layout_field f, unsigned n)
{
	if (!c->exiting)
		return;
	if (c->call->err)
		v_addr(c, addr);
	else
		ipc_info_at(c, addr, s, f, n);
}

/* Everything else: the argument as it was, at entry. */
static int ipc_plain(const struct pctx *c, uint64_t addr)
{
	if (!c->exiting)
		v_addr(c, addr);
	return PRINT_OK;
}

/* A 32-bit ABI's call without IPC_64 passes the old structs (struct
 * msqid_ds ...), which are not decoded. */
static bool ipc_old(const struct pctx *c, uint64_t cmdv)
{
	return abi_word(c) != 8 && !(cmdv & IPC_64_BIT);
}

int print_msgctl_buf(const struct pctx *c, uint64_t addr, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv & ~IPC_64_BIT;

	if (!ipc_old(c, cmdv) && ipc_ds_cmd(c, &msq_ds, addr, cmd,
		       cmd == MSGC_STAT || cmd == MSGC_STAT_ANY))
		return PRINT_OK;
	if (cmd == IPCC_INFO || cmd == MSGC_INFO) {
		ipc_info_cmd(c, addr, LS_MSGINFO, LF_MSGINFO_MSGPOOL, 8);
		return PRINT_OK;
	}
	return ipc_plain(c, addr);
}

int print_shmctl_buf(const struct pctx *c, uint64_t addr, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv & ~IPC_64_BIT;

	if (ipc_old(c, cmdv))
		return ipc_plain(c, addr);
	if (ipc_ds_cmd(c, &shm_ds, addr, cmd,
		       cmd == SHMC_STAT || cmd == SHMC_STAT_ANY))
		return PRINT_OK;
	if (cmd == IPCC_INFO) {
		ipc_info_cmd(c, addr, LS_SHMINFO64, LF_SHMINFO64_SHMMAX, 5);
		return PRINT_OK;
	}
	if (cmd == SHMC_INFO) {
		ipc_info_cmd(c, addr, LS_SHM_INFO, LF_SHM_INFO_USED_IDS, 6);
		return PRINT_OK;
	}
	return ipc_plain(c, addr);
}

/* semctl's union semun holds the buffer's address for these commands;
 * through i386's ipc() it is the address of the union. */
int print_semctl_arg(const struct pctx *c, uint64_t v, uint64_t cmdv)
{
	unsigned cmd = (unsigned)cmdv & ~IPC_64_BIT;
	uint64_t addr = v;
	bool ds = cmd == IPCC_SET || cmd == IPCC_STAT || cmd == SEMC_STAT ||
		  cmd == SEMC_STAT_ANY;
	bool info = cmd == IPCC_INFO || cmd == SEMC_INFO;

	if ((!ds && !info) || (ds && ipc_old(c, cmdv))) {
		if (!c->exiting)
			print_semun(c, v);
		return PRINT_OK;
	}
	if ((c->tcp->flags & TCB_DEMUXED) && umove_ulong(c, v, &addr) < 0) {
		if (!c->exiting)
			v_addr(c, v);
		return PRINT_OK;
	}
	if (info)
		ipc_info_cmd(c, addr, LS_SEMINFO, LF_SEMINFO_SEMMAP, 10);
	else
		ipc_ds_cmd(c, &sem_ds, addr, cmd, true);
	return PRINT_OK;
}
