#!/bin/sh
# Makes the seed's short video (a few seconds of ffmpeg's test pattern with a tone) in two renditions, small
# enough to commit: clip.webm (SD, 320x240) and clip-hd.webm (HD, 1280x720, the same 4 s at a low bitrate;
# one seeded video post offers it as its HD source, A§4.13). Needs ffmpeg (Debian: apt-get install -y ffmpeg)
# only when remaking the files; the server just copies them into ${DATA_DIR}/media when it seeds.
set -eu
cd "$(dirname "$0")"
# $1 size, $2 video bitrate, $3 file.
render() {
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=$1:rate=24:duration=4" \
    -f lavfi -i "sine=frequency=440:beep_factor=4:duration=4" \
    -c:v libvpx-vp9 -b:v "$2" -deadline good -cpu-used 4 -row-mt 1 \
    -c:a libopus -b:a 32k \
    -shortest "$3"
}
render 320x240 200k clip.webm
render 1280x720 350k clip-hd.webm
ls -l clip.webm clip-hd.webm
