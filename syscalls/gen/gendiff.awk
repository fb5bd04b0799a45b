# gendiff.awk - syscalls/diff.list to src/diff/list_gen.c: each line a
# string, its words separated by one blank; src/diff/equiv.c parses them.
BEGIN {
	print "/* Generated from syscalls/diff.list by gendiff.awk. */"
	print "#include <stddef.h>"
	print "const char *const diff_list[] = {"
}
/^[[:space:]]*(#|$)/ { next }
$1 != "equiv" && $1 != "volatile-ret" && $1 != "volatile-arg" &&
    $1 != "fd-number" {
	printf "diff.list:%d: unknown word %s\n", NR, $1 > "/dev/stderr"
	bad = 1
	exit 1
}
{
	line = $1
	for (i = 2; i <= NF; i++) {
		if ($i !~ /^[A-Za-z0-9_=]+$/) {
			printf "diff.list:%d: bad word %s\n", NR, $i > "/dev/stderr"
			bad = 1
			exit 1
		}
		line = line " " $i
	}
	printf "\t\"%s\",\n", line
}
END {
	if (bad)
		exit 1
	print "\tNULL"
	print "};"
}
