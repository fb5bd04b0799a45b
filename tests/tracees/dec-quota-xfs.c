/* quotactl's XFS commands: the flags of Q_XQUOTAON/OFF/RM, struct
 * fs_disk_quota in (Q_XSETQLIM) and out (Q_XGETQUOTA), fs_quota_stat
 * and fs_quota_statv out. Run under -e inject=quotactl:retval=0, so the
 * "kernel's" structs are what the tracee left in its buffers; with an
 * argument, the lines of -v. */
#define _GNU_SOURCE
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/quota.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/dqblk_xfs.h>
#include "dec.h"

#define DEV "/dev/abt-no-such-dev"
#define OK "0 (INJECTED)"

static int verbose;

static void quota(int cmd, int id, void *addr)
{
	syscall(SYS_quotactl, cmd, DEV, id, addr);
}

static void qfs(char *buf, size_t size, const char *name,
		const struct fs_qfilestat *f)
{
	snprintf(buf, size, "%s={qfs_ino=%" PRIu64 ", qfs_nblks=%" PRIu64
		 ", qfs_nextents=%u}", name, (uint64_t)f->qfs_ino,
		 (uint64_t)f->qfs_nblks, f->qfs_nextents);
}

static void qfsv(char *buf, size_t size, const char *name,
		 const struct fs_qfilestatv *f)
{
	snprintf(buf, size, "%s={qfs_ino=%" PRIu64 ", qfs_nblks=%" PRIu64
		 ", qfs_nextents=%u}", name, (uint64_t)f->qfs_ino,
		 (uint64_t)f->qfs_nblks, f->qfs_nextents);
}

int main(int argc, char **argv)
{
	struct fs_disk_quota dq;
	struct fs_quota_stat qs;
	struct fs_quota_statv qv;
	uint32_t flags = 0xdeadbeef;
	char dqs[1024], a[128], b[128], p[128];

	verbose = argc > 1;

	quota(QCMD(Q_XQUOTAON, USRQUOTA), 0, &flags);
	expect(OK, "quotactl(QCMD(Q_XQUOTAON, USRQUOTA), \"" DEV "\", "
	       "[FS_QUOTA_UDQ_ACCT|FS_QUOTA_UDQ_ENFD|FS_QUOTA_GDQ_ACCT"
	       "|FS_QUOTA_GDQ_ENFD|FS_QUOTA_PDQ_ENFD|0xdeadbec0])");
	flags = 5;
	quota(QCMD(Q_XQUOTARM, GRPQUOTA), 0, &flags);
	expect(OK, "quotactl(QCMD(Q_XQUOTARM, GRPQUOTA), \"" DEV "\", "
	       "[FS_USER_QUOTA|FS_GROUP_QUOTA])");
	quota(QCMD(Q_XQUOTASYNC, PRJQUOTA), 0, NULL);
	expect(OK, "quotactl(QCMD(Q_XQUOTASYNC, PRJQUOTA), \"" DEV "\")");

	memset(&dq, 0, sizeof(dq));
	dq.d_version = FS_DQUOT_VERSION;
	dq.d_flags = FS_PROJ_QUOTA | 0x10;
	dq.d_fieldmask = 0x3f;
	dq.d_id = 42;
	dq.d_blk_hardlimit = 1000;
	dq.d_blk_softlimit = 900;
	dq.d_ino_hardlimit = 50;
	dq.d_ino_softlimit = 40;
	dq.d_bcount = UINT64_C(12345678901);
	dq.d_icount = 7;
	dq.d_itimer = -1;
	dq.d_btimer = 3600;
	dq.d_iwarns = 2;
	dq.d_bwarns = 3;
	dq.d_rtb_hardlimit = 11;
	dq.d_rtb_softlimit = 10;
	dq.d_rtbcount = 9;
	dq.d_rtbtimer = 8;
	dq.d_rtbwarns = 1;
	snprintf(dqs, sizeof(dqs), "{d_version=1, "
		 "d_flags=FS_PROJ_QUOTA|0x10, d_fieldmask=0x3f, d_id=42, "
		 "d_blk_hardlimit=1000, d_blk_softlimit=900, "
		 "d_ino_hardlimit=50, d_ino_softlimit=40, "
		 "d_bcount=12345678901, d_icount=7%s}",
		 verbose ? ", d_itimer=-1, d_btimer=3600, d_iwarns=2, "
		 "d_bwarns=3, d_rtb_hardlimit=11, d_rtb_softlimit=10, "
		 "d_rtbcount=9, d_rtbtimer=8, d_rtbwarns=1" : ", ...");
	quota(QCMD(Q_XSETQLIM, PRJQUOTA), 42, &dq);
	expect(OK, "quotactl(QCMD(Q_XSETQLIM, PRJQUOTA), \"" DEV "\", 42, "
	       "%s)", dqs);
	quota(QCMD(Q_XGETQUOTA, USRQUOTA), 42, &dq);
	expect(OK, "quotactl(QCMD(Q_XGETQUOTA, USRQUOTA), \"" DEV "\", 42, "
	       "%s)", dqs);

	memset(&qs, 0, sizeof(qs));
	qs.qs_version = FS_QSTAT_VERSION;
	qs.qs_flags = FS_QUOTA_UDQ_ACCT | FS_QUOTA_PDQ_ENFD;
	qs.qs_uquota.qfs_ino = 131;
	qs.qs_uquota.qfs_nblks = 4;
	qs.qs_uquota.qfs_nextents = 1;
	qs.qs_gquota.qfs_ino = 132;
	qs.qs_gquota.qfs_nblks = 5;
	qs.qs_gquota.qfs_nextents = 2;
	qs.qs_incoredqs = 77;
	qs.qs_btimelimit = 604800;
	qs.qs_itimelimit = -2;
	qs.qs_rtbtimelimit = 12;
	qs.qs_bwarnlimit = 5;
	qs.qs_iwarnlimit = 6;
	qfs(a, sizeof(a), "qs_uquota", &qs.qs_uquota);
	qfs(b, sizeof(b), "qs_gquota", &qs.qs_gquota);
	quota(QCMD(Q_XGETQSTAT, USRQUOTA), 0, &qs);
	if (verbose)
		expect(OK, "quotactl(QCMD(Q_XGETQSTAT, USRQUOTA), \"" DEV
		       "\", {qs_version=1, qs_flags=FS_QUOTA_UDQ_ACCT"
		       "|FS_QUOTA_PDQ_ENFD, %s, %s, qs_incoredqs=77, "
		       "qs_btimelimit=604800, qs_itimelimit=-2, "
		       "qs_rtbtimelimit=12, qs_bwarnlimit=5, "
		       "qs_iwarnlimit=6})", a, b);
	else
		expect(OK, "quotactl(QCMD(Q_XGETQSTAT, USRQUOTA), \"" DEV
		       "\", {qs_version=1, ...})");

	memset(&qv, 0, sizeof(qv));
	qv.qs_version = FS_QSTATV_VERSION1;
	qv.qs_flags = FS_QUOTA_GDQ_ENFD | 0x100;
	qv.qs_incoredqs = 3000000000u;
	qv.qs_uquota.qfs_ino = 1;
	qv.qs_gquota.qfs_nblks = UINT64_C(1) << 40;
	qv.qs_pquota.qfs_nextents = 4;
	qv.qs_btimelimit = 1;
	qv.qs_itimelimit = 2;
	qv.qs_rtbtimelimit = 3;
	qv.qs_bwarnlimit = 4;
	qv.qs_iwarnlimit = 65535;
	qfsv(a, sizeof(a), "qs_uquota", &qv.qs_uquota);
	qfsv(b, sizeof(b), "qs_gquota", &qv.qs_gquota);
	qfsv(p, sizeof(p), "qs_pquota", &qv.qs_pquota);
	quota(QCMD(Q_XGETQSTATV, GRPQUOTA), 0, &qv);
	if (verbose)
		expect(OK, "quotactl(QCMD(Q_XGETQSTATV, GRPQUOTA), \"" DEV
		       "\", {qs_version=1, qs_flags=FS_QUOTA_GDQ_ENFD|0x100, "
		       "qs_incoredqs=3000000000, %s, %s, %s, "
		       "qs_btimelimit=1, qs_itimelimit=2, qs_rtbtimelimit=3, "
		       "qs_bwarnlimit=4, qs_iwarnlimit=65535})", a, b, p);
	else
		expect(OK, "quotactl(QCMD(Q_XGETQSTATV, GRPQUOTA), \"" DEV
		       "\", {qs_version=1, ...})");
	return 0;
}
