#!/bin/sh
# Makes clip.webm, the seed's short video (a few seconds of ffmpeg's test pattern with a tone), small
# enough to commit. Needs ffmpeg (Debian: apt-get install -y ffmpeg) only when remaking the file;
# the server just copies clip.webm into ${DATA_DIR}/media when it seeds.
set -eu
cd "$(dirname "$0")"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=320x240:rate=24:duration=4" \
  -f lavfi -i "sine=frequency=440:beep_factor=4:duration=4" \
  -c:v libvpx-vp9 -b:v 200k -deadline good -cpu-used 4 -row-mt 1 \
  -c:a libopus -b:a 32k \
  -shortest clip.webm
ls -l clip.webm
