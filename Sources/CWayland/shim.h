#ifndef CWAYLAND_SHIM_H
#define CWAYLAND_SHIM_H

/// What the Wayland presenter needs of libwayland-client that Swift cannot express: the
/// listeners (C function tables called back from `wl_display_dispatch_queue_pending`), the
/// registry walk, and `memfd_create` (declared only under _GNU_SOURCE). Everything else is
/// called from Swift through wayland-client-protocol.h's inline requests.

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <wayland-client.h>

/// The globals the presenter binds on its own event queue.
struct cwl_globals {
  struct wl_compositor *compositor;
  struct wl_subcompositor *subcompositor;
  struct wl_shm *shm;
};

static void cwl_global(void *data, struct wl_registry *registry, uint32_t name,
                       const char *interface, uint32_t version) {
  struct cwl_globals *g = data;
  if (!strcmp(interface, "wl_compositor") && !g->compositor && version >= 4)
    g->compositor = wl_registry_bind(registry, name, &wl_compositor_interface, 4);
  else if (!strcmp(interface, "wl_subcompositor") && !g->subcompositor)
    g->subcompositor = wl_registry_bind(registry, name, &wl_subcompositor_interface, 1);
  else if (!strcmp(interface, "wl_shm") && !g->shm)
    g->shm = wl_registry_bind(registry, name, &wl_shm_interface, 1);
}

static void cwl_global_remove(void *data, struct wl_registry *registry, uint32_t name) {
  (void)data;
  (void)registry;
  (void)name;
}

static const struct wl_registry_listener cwl_registry_listener = {cwl_global, cwl_global_remove};

/// Binds wl_compositor (version 4, for `damage_buffer`), wl_subcompositor and wl_shm on
/// `queue`, through a registry made on that queue, so none of their events ever reach the
/// queue SDL dispatches. `globals` must stay valid until the registry is destroyed (a global
/// announced later is bound into it too). Returns the registry, or NULL when the connection
/// failed; members the compositor lacks stay NULL.
static inline struct wl_registry *cwl_bind_globals(struct wl_display *display,
                                                   struct wl_event_queue *queue,
                                                   struct cwl_globals *globals) {
  struct wl_display *wrapper = wl_proxy_create_wrapper(display);
  if (!wrapper) return NULL;
  wl_proxy_set_queue((struct wl_proxy *)wrapper, queue);
  struct wl_registry *registry = wl_display_get_registry(wrapper);
  wl_proxy_wrapper_destroy(wrapper);
  if (!registry) return NULL;
  wl_registry_add_listener(registry, &cwl_registry_listener, globals);
  if (wl_display_roundtrip_queue(display, queue) < 0) {
    wl_registry_destroy(registry);
    return NULL;
  }
  return registry;
}

static void cwl_note_gpu_global(void *data, struct wl_registry *registry, uint32_t name,
                                const char *interface, uint32_t version) {
  (void)registry;
  (void)name;
  (void)version;
  if (!strcmp(interface, "zwp_linux_dmabuf_v1") || !strcmp(interface, "wl_drm"))
    *(int *)data = 1;
}

static const struct wl_registry_listener cwl_gpu_listener = {cwl_note_gpu_global,
                                                             cwl_global_remove};

/// Whether the compositor named by WAYLAND_DISPLAY takes GPU buffers (linux-dmabuf or
/// wl_drm), as one compositing on a GPU does and one drawing with pixman does not: without
/// them Mesa's EGL draws with llvmpipe on the CPU. Asks on a connection of its own, so no
/// OpenGL library is loaded to find out. 1 yes, 0 no, -1 cannot tell.
static inline int cwl_compositor_takes_gpu_buffers(void) {
  struct wl_display *display = wl_display_connect(NULL);
  if (!display) return -1;
  int found = 0;
  struct wl_registry *registry = wl_display_get_registry(display);
  int ok = registry && wl_registry_add_listener(registry, &cwl_gpu_listener, &found) == 0 &&
           wl_display_roundtrip(display) >= 0;
  if (registry) wl_registry_destroy(registry);
  wl_display_disconnect(display);
  return ok ? found : -1;
}

static void cwl_buffer_released(void *data, struct wl_buffer *buffer) {
  (void)buffer;
  *(int32_t *)data = 0;
}

static const struct wl_buffer_listener cwl_buffer_listener = {cwl_buffer_released};

/// Clears `*busy` when the compositor releases `buffer` (wl_buffer.release). `busy` must stay
/// valid until the buffer is destroyed.
static inline int cwl_buffer_watch(struct wl_buffer *buffer, int32_t *busy) {
  return wl_buffer_add_listener(buffer, &cwl_buffer_listener, busy);
}

/// An anonymous shared-memory file of `size` bytes (memfd, closed on exec) to back wl_shm
/// pools; -1 with errno set on failure.
static inline int cwl_shared_memory(size_t size) {
  int fd = (int)syscall(SYS_memfd_create, "overlapcarousel-frame", 1u /* MFD_CLOEXEC */);
  if (fd < 0) return -1;
  if (ftruncate(fd, (off_t)size) < 0) {
    int saved = errno;
    close(fd);
    errno = saved;
    return -1;
  }
  return fd;
}

#endif
