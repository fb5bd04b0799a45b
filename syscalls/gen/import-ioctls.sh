#!/bin/sh
# Import the ioctl request numbers that the kernel's UAPI headers define
# with _IO/_IOR/_IOW/_IOWR (or a subsystem's wrapper of them) into
# syscalls/xlat/ioctl_uapi.in. The result is committed: building never
# needs this script.
#
# usage: import-ioctls.sh [INCLUDE_DIR] > syscalls/xlat/ioctl_uapi.in
#
# A request's number encodes the size of its argument, which differs
# between ABIs: each header is compiled (-S, no linking) once for x86_64
# and once with -m32; a value that differs on i386 becomes i386=VALUE.
# x32 and the arm ABIs are not compiled here: they take the x86_64 value
# (aarch64 shares its layouts, arm EABI mostly i386's).
# A header that does not compile on its own loses only the requests
# whose lines the compiler rejected (two retries).
set -eu
inc=${1:-/usr/include}
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

dirs="linux asm-generic x86_64-linux-gnu/asm mtd rdma scsi sound video misc drm xen"
cd "$inc"
# object-like macros whose body starts with an _IO* call
grep -rE '^[[:space:]]*#[[:space:]]*define[[:space:]]+[A-Za-z0-9_]+[[:space:]]+[A-Za-z0-9_]*IO(C|R|W|WR)?[[:space:]]*\(' \
	$dirs 2>/dev/null |
	sed -E 's/^([^:]*):[[:space:]]*#[[:space:]]*define[[:space:]]+([A-Za-z0-9_]+).*/\1 \2/' |
	sed 's|^x86_64-linux-gnu/asm/|asm/|' > "$tmp/list"
# requests some older headers define as plain numbers: HEADER PREFIX
while read -r h p; do
	[ -f "$h" ] || continue
	sed -nE "s/^[[:space:]]*#[[:space:]]*define[[:space:]]+($p[A-Za-z0-9_]*)[[:space:]]+0[xX][0-9A-Fa-f]{4}([[:space:]].*)?\$/\1/p" \
		"$h" | sed "s|^|$h |" | sed 's|^x86_64-linux-gnu/asm/|asm/|'
done >> "$tmp/list" <<EOF2
scsi/sg.h SG_
linux/sockios.h SIOC
x86_64-linux-gnu/asm/sockios.h (FIO|SIOC)
linux/hdreg.h HDIO_
linux/kd.h [A-Z]
linux/vt.h VT_
linux/cdrom.h CDROM
linux/loop.h LOOP_
linux/lp.h LP
linux/i2c-dev.h I2C_
EOF2
sort -u -o "$tmp/list" "$tmp/list"

# values FLAGS TAG: NAME VALUE lines for every header of the list
values() {
	flags=$1 tag=$2
	for h in $(cut -d' ' -f1 "$tmp/list" | sort -u); do
		c=$tmp/$tag.c
		{
			echo '#include <sys/types.h>'
			echo '#include <sys/socket.h>'
			echo '#include <sys/time.h>'
			echo '#include <linux/types.h>'
			echo '#include <linux/ioctl.h>'
			# what some headers use without including it
			case $h in
			linux/fs.h) echo '#include <linux/fiemap.h>'
				echo '#include <linux/blktrace_api.h>' ;;
			linux/raid/md_u.h) echo '#include <linux/raid/md_p.h>' ;;
			asm*/ioctls.h) echo '#include <asm/termbits.h>' ;;
			esac
			echo "#include <$h>"
		} > "$c.head"
		awk -v h="$h" '$1 == h { print $2 }' "$tmp/list" > "$tmp/names"
		for try in 1 2 3; do
			cp "$c.head" "$c"
			awk '{ printf "const unsigned int v_%s = %s;\n", $1, $1 }' \
				"$tmp/names" >> "$c"
			if $CC $flags -S -o "$tmp/$tag.s" "$c" 2> "$tmp/err"; then
				# gcc writes each constant as .long VALUE after
				# its label v_NAME:
				awk '/^v_[A-Za-z0-9_]+:$/ { n = substr($1, 3);
					sub(/:$/, "", n); next }
				     n != "" && $1 == ".long" {
					printf "%s %d\n", n, $2; n = "" }' \
					"$tmp/$tag.s"
				break
			fi
			# drop the lines the compiler complained about
			hl=$(wc -l < "$c.head")
			sed -n "s|^$c:\\([0-9]*\\):.*|\\1|p" "$tmp/err" |
				sort -un | awk -v hl="$hl" '$1 > hl { print $1 - hl }' \
				> "$tmp/bad"
			[ -s "$tmp/bad" ] || break
			awk 'NR == FNR { bad[$1] = 1; next } !(FNR in bad)' \
				"$tmp/bad" "$tmp/names" > "$tmp/names2"
			mv "$tmp/names2" "$tmp/names"
		done
	done
}

values "-O0" x64 | sort -u -k1,1 > "$tmp/v64"
values "-O0 -m32" x32 | sort -u -k1,1 > "$tmp/v32"

echo '#kind enum'
echo '# ioctl requests of the UAPI headers, imported by gen/import-ioctls.sh'
echo '# (values of x86_64; i386= where the argument size differs there).'
echo '# Not header-checked: the headers cannot all be included together.'
join -a1 "$tmp/v64" "$tmp/v32" |
	awk '{ v = $2 + 0; if (v < 0) v += 4294967296
	       line = sprintf("%s 0x%x", $1, v)
	       if (NF >= 3) { w = $3 + 0; if (w < 0) w += 4294967296
			      if (w != v) line = line sprintf(" i386=0x%x", w) }
	       else line = line " i386=-"
	       printf "%s\t%s\n", sprintf("%08x", v), line }' |
	sort -k1,1 -k2,2 | cut -f2 |
	# a V4L2 sub-device request with the number of a video device one
	# (VIDIOC_SUBDEV_G_STD is VIDIOC_G_STD) is named by the latter
	# alone, as strace 6.1 names it
	awk '{ line[NR] = $0; name[NR] = $1; val[NR] = $2
	       if ($1 ~ /^VIDIOC_/ && $1 !~ /^VIDIOC_SUBDEV_/) vid[$2] = 1 }
	     END { for (i = 1; i <= NR; i++)
			if (name[i] !~ /^VIDIOC_SUBDEV_/ || !(val[i] in vid))
				print line[i] }'
