#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// cairo rasterises Engine's paths and gradients into ARGB images (PreviewHost/Rendering/
// ShapeRasterizer.swift); its include folder comes from pkg-config's cairo.pc.
#include <cairo.h>

#endif
