"""Decodes an APNG or GIF with Pillow (a real, independent decoder) for SwipeShare's tests.

usage: decode_animation.py FILE OUT_DIR
Writes OUT_DIR/frame_NNNNN.png, each the fully composited RGBA frame as a viewer shows it,
and OUT_DIR/frames.txt: a header line "format N loop" and per frame its duration in ms.
"""
import sys
from PIL import Image

path, out = sys.argv[1], sys.argv[2]
image = Image.open(path)
count = getattr(image, "n_frames", 1)
lines = ["%s %d %s" % (image.format, count, image.info.get("loop", "none"))]
for index in range(count):
    image.seek(index)
    image.convert("RGBA").save("%s/frame_%05d.png" % (out, index))
    lines.append(repr(float(image.info.get("duration", 0))))
with open(out + "/frames.txt", "w") as handle:
    handle.write("\n".join(lines) + "\n")
