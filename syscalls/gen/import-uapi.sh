#!/bin/sh
# Import the kernel's UAPI headers into uapi/, so that abitrace builds
# against one named kernel version whatever linux-libc-dev the host has.
# The result is committed: building never needs this script.
#
# usage: import-uapi.sh KERNEL_TREE
#
# KERNEL_TREE is an unpacked kernel source tree, for example Debian's
# linux-source-6.12 (/usr/src/linux-source-6.12.tar.xz). The script runs
# the kernel's own "make headers_install" once per architecture abitrace
# runs on and lays the result out as
#
#   uapi/include/          the architecture-neutral headers (linux/, ...)
#   uapi/arch/x86_64/asm/  asm/ of x86 (it serves i386 and x32 too)
#   uapi/arch/aarch64/asm/ asm/ of arm64
#   uapi/VERSION           the kernel version they came from
#
# configure picks uapi/arch/$ARCH; src/Makemodule.am puts both before
# the system's headers for abitrace's own objects (not for the test
# tracees, which are built like any program of the host).
set -eu
tree=${1:?usage: import-uapi.sh KERNEL_TREE}
top=$(cd "$(dirname "$0")/../.." && pwd)
[ -f "$tree/Makefile" ] && [ -d "$tree/include/uapi" ] || {
	echo "import-uapi.sh: $tree is not a kernel source tree" >&2
	exit 1
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

version=$(make -s -C "$tree" kernelversion)
for karch in x86 arm64; do
	make -s -C "$tree" ARCH=$karch INSTALL_HDR_PATH="$tmp/$karch" \
		headers_install
done

out=$top/uapi
rm -rf "$out/include" "$out/arch"
mkdir -p "$out/include" "$out/arch/x86_64" "$out/arch/aarch64"
# Everything but asm/ is the same for both architectures (a.out.h aside,
# which only some have and abitrace does not use).
(cd "$tmp/x86/include" && ls | grep -v '^asm$') | while read -r d; do
	cp -R "$tmp/x86/include/$d" "$out/include/"
done
cp -R "$tmp/x86/include/asm" "$out/arch/x86_64/asm"
cp -R "$tmp/arm64/include/asm" "$out/arch/aarch64/asm"
# headers_install leaves install markers beside the headers.
find "$out" -name '.*' -type f -delete
echo "$version" > "$out/VERSION"
echo "import-uapi.sh: uapi/ now holds Linux $version's UAPI headers" >&2
