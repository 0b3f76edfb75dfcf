// ISA-L's igzip: the deflate CPNG uses for frames' image data when Package.swift finds libisal.
#include <isa-l.h>
#include <isa-l/igzip_lib.h>
