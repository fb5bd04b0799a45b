/* System V IPC: keys, get flags, control commands, sembuf arrays,
 * message buffers, and the i386 ipc() multiplexer shown as the call it
 * carries. */
#include "printers.h"
#include "../filter.h"

#include <string.h>

#define IPC_64_BIT 0x100

PRINTER(print_ipc_key)
{
	uint32_t key = (uint32_t)tcp->args[argi];

	(void)ad;
	if (!key)
		tputs("IPC_PRIVATE");
	else
		tprintf("%#x", key);
	return PRINT_OK;
}

extern const struct xlat xlat_ipc_flags;
extern const struct xlat xlat_sem_flags;

PRINTER(print_ipc_get_flags)
{
	uint32_t v = (uint32_t)tcp->args[argi];

	(void)ad;
	if (v & ~0777u) {
		print_xlat_flags(&xlat_ipc_flags, v & ~0777u, NULL);
		tputc('|');
	}
	tprintf("%#03o", v & 0777);
	return PRINT_OK;
}

PRINTER(print_ipc_cmd)
{
	uint32_t v = (uint32_t)tcp->args[argi];

	if (v & IPC_64_BIT) {
		tputs("IPC_64|");
		v &= ~IPC_64_BIT;
	}
	print_xlat_enum(ad->set, v, NULL);
	return PRINT_OK;
}

/* At most this many sembufs are shown, then "...". */
#define MAX_SEMBUFS 32

PRINTER(print_sembuf_in)
{
	uint64_t addr = arg_ulong(tcp, argi);
	uint64_t n = (uint32_t)tcp->args[ad->param];
	struct { uint16_t num; int16_t op; int16_t flg; } sb;

	if (!n || umoven(tcp, addr, sizeof(sb), &sb) < 0) {
		print_addr(addr);
		return PRINT_OK;
	}
	tputc('[');
	for (uint64_t i = 0; i < n; i++) {
		if (i)
			tputs(", ");
		if (i == MAX_SEMBUFS) {
			tputs("...");
			break;
		}
		if (i && umoven(tcp, addr + i * sizeof(sb), sizeof(sb),
				&sb) < 0) {
			tprintf("... /* %#llx */",
				(unsigned long long)(addr + i * sizeof(sb)));
			break;
		}
		tprintf("{sem_num=%u, sem_op=%d, sem_flg=", sb.num, sb.op);
		print_xlat_flags(&xlat_sem_flags, (uint16_t)sb.flg, "0");
		tputc('}');
	}
	tputc(']');
	return PRINT_OK;
}

/* struct msgbuf: a long mtype, then len bytes of text. */
static void print_msgbuf(struct tcb *tcp, uint64_t addr, uint64_t len)
{
	unsigned ws = personalities[tcp->pers].wordsize;
	uint64_t type;

	if (umove_ulong(tcp, addr, &type) < 0) {
		print_addr(addr);
		return;
	}
	tprintf("{mtype=%lld, mtext=", ws == 4 ? (long long)(int32_t)type :
		(long long)type);
	print_buf_at(tcp, addr + ws, len);
	tputc('}');
}

PRINTER(print_msgbuf_in)
{
	print_msgbuf(tcp, arg_ulong(tcp, argi), arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

PRINTER(print_msgbuf_out)
{
	if (tcp->err) {
		print_addr(arg_ulong(tcp, argi));
		return PRINT_OK;
	}
	/* strace shows the whole buffer the caller offered. */
	print_msgbuf(tcp, arg_ulong(tcp, argi), arg_ulong(tcp, ad->param));
	return PRINT_OK;
}

/* semctl's fourth argument, the union semun. Through ipc() it is a
 * pointer to the union, shown as [value]. */
PRINTER(print_semun)
{
	uint64_t v = arg_ulong(tcp, argi);

	(void)ad;
	if (tcp->demuxed) {
		uint64_t w;

		if (umove_ulong(tcp, v, &w) < 0) {
			print_addr(v);
			return PRINT_OK;
		}
		tputc('[');
		print_addr(w);
		tputc(']');
		return PRINT_OK;
	}
	print_addr(v);
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
 * argument: shown as shmat's result, as the direct call returns it. */
static void print_ipc_shmat_ret(struct tcb *tcp)
{
	uint64_t addr;

	if (umove_ulong(tcp, (uint32_t)tcp->raw_args[3], &addr) < 0)
		tprintf("%lld", (long long)tcp->rval);
	else
		tprintf("%#llx", (unsigned long long)addr);
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
	tcp->sd = cache[call];
}

void ipc_demux_exit(struct tcb *tcp)
{
	if (tcp->demuxed && !strcmp(tcp->sd->name, "shmat") && !tcp->err)
		tcp->ret_fn = print_ipc_shmat_ret;
}
