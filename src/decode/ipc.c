/* System V IPC: keys, get flags, control commands, sembuf arrays,
 * message buffers, and the i386 ipc() multiplexer shown as the call it
 * carries. */
#include "printers.h"
#include "decode/filter.h"
#include "decode/decode.h"

#include <string.h>

#define IPC_64_BIT 0x100

int print_ipc_key(const struct pctx *c, uint64_t v)
{
	uint32_t key = (uint32_t)v;

	if (!key)
		return v_const(c, 0, "IPC_PRIVATE");
	return v_hex(c, key);
}

/* IPC_CREAT|IPC_EXCL|0600: the flags, then the permissions. */
int print_ipc_get_flags(const struct pctx *c, uint64_t v)
{
	uint32_t u = (uint32_t)v;

	v_flags_begin(c, u, &xlat_ipc_flags);
	if (u & ~0777u) {
		uint64_t rest = v_flag_names(c, &xlat_ipc_flags, u & ~0777u);

		if (rest)
			v_flag_bits(c, rest);
	}
	v_flag_text(c, "%#03o", u & 0777);
	v_flags_end(c);
	return PRINT_OK;
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
		if (i && umove(c, addr + i * sizeof(sb), sizeof(sb), &sb) < 0) {
			v_more(c);
			v_textf(c, " /* %#llx */",
				(unsigned long long)(addr + i * sizeof(sb)));
			break;
		}
		v_elem(c);
		v_struct_begin(c);
		v_field(c, "sem_num");
		v_uint(c, sb.num);
		v_field(c, "sem_op");
		v_int(c, sb.op);
		v_field(c, "sem_flg");
		v_flags(c, &xlat_sem_flags, (uint16_t)sb.flg, "0");
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
	v_field(c, "mtype");
	v_int(c, abi_long(c, type));
	v_field(c, "mtext");
	v_buf_at(c, addr + abi_word(c), len);
	v_struct_end(c);
	return PRINT_OK;
}

/* semctl's fourth argument, the union semun. Through ipc() it is a
 * pointer to the union, shown as [value]. */
int print_semun(const struct pctx *c, uint64_t v)
{
	uint64_t w;

	if (!c->tcp->demuxed)
		return v_addr(c, v);
	if (umove_ulong(c, v, &w) < 0)
		return v_addr(c, v);
	v_array_begin(c);
	v_elem(c);
	v_addr(c, w);
	v_array_end(c);
	return PRINT_OK;
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
#define NIPCCALLS (sizeof(ipccalls) / sizeof(ipccalls[0]))

bool ipc_carries_traced(void)
{
	for (unsigned i = 0; i < NIPCCALLS; i++) {
		const struct sysdesc *sd;

		if (!ipccalls[i].name)
			continue;
		sd = sysdesc_by_name(ipccalls[i].name);
		if (sd && filter_desc_traced(sd))
			return true;
	}
	return false;
}

/* shmat through ipc() returns 0 and stores the address at its third
 * argument (d[0]): shown as shmat's result, as the direct call returns
 * it. */
static int print_ipc_shmat_ret(const struct pctx *c, int64_t rval,
			       const uint64_t *d)
{
	uint64_t addr;

	if (umove_ulong(c, d[0], &addr) < 0)
		return v_int(c, rval);
	return v_hex(c, addr);
}

void ipc_demux(struct tcb *tcp)
{
	static const struct sysdesc *cache[NIPCCALLS];
	uint32_t call = (uint32_t)tcp->args[0] & 0xffff;
	uint32_t version = (uint32_t)tcp->args[0] >> 16;
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
		a[i] = (uint32_t)tcp->args[ipccalls[call].from[i]];
	if (call == 12 && version == 0) {
		uint32_t k[2];

		if (umoven(tcp, (uint32_t)tcp->args[4], sizeof(k), k) < 0)
			return;
		a[1] = k[0];
		a[3] = (uint64_t)(int64_t)(int32_t)k[1];
	}
	memcpy(tcp->raw_args, tcp->args, sizeof(tcp->raw_args));
	memcpy(tcp->args, a, sizeof(a));
	tcp->demuxed = true;
	tcp->demux_call = (unsigned char)call;
	tcp->sd = cache[call];
}

/* A demultiplexed shmat: its address comes back through memory. */
void ipc_demux_exit(struct tcb *tcp)
{
	if (tcp->demuxed && tcp->demux_call == 21 && !tcp->err) {
		tcp->ret_data[0] = (uint32_t)tcp->raw_args[3];
		tcp->ret_fn = print_ipc_shmat_ret;
	}
}
