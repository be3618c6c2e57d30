/* compat_host.c: include paths nvcc gets from its host compiler and its
 * toolkit that clang's device compile would not (docs/compat.md, pattern 8).
 *
 * - The host compiler's own include directory. nvcc preprocesses device code
 *   with the host compiler (`nvcc -dryrun`: `gcc -E -x c++ ...`), so GCC's
 *   own directory (`gcc -print-file-name=include`,
 *   /usr/lib/gcc/x86_64-linux-gnu/12/include) is searched and <omp.h> is
 *   found there; clang searches its resource directory instead, which has
 *   no omp.h ("'omp.h' file not found"). The device compile adds the
 *   directory of the compiler nvcc would run after every other one
 *   (-idirafter), and the file system hides in it every header that clang's
 *   resource directory also has: an #include_next would otherwise reach
 *   GCC's copy (measured: libstdc++'s stdatomic.h includes clang's, whose
 *   #include_next gets GCC's: "unknown type name '_Bool'"). Only what clang
 *   lacks is added.
 * - The toolkit's cuda.h for clang's CUDA wrapper. The wrapper
 *   (__clang_cuda_runtime_wrapper.h) says `#include "cuda.h"`, which a
 *   project's cuda.h on -I wins ("cuda.h did not define CUDA_VERSION").
 *   nvcc's own headers never include cuda.h (measured: with a project
 *   cuda.h on -I, the device pass sees neither file and CUDA_VERSION is
 *   undefined), and a user's #include "cuda.h" gets the project's (nvcc's
 *   -I for the toolkit comes after the user's). A quoted include looks in
 *   the including file's directory first, so a file served at cuda.h of
 *   clang's resource include directory, which includes the toolkit's by its
 *   full path, gives the wrapper the toolkit's header and changes nothing
 *   for the user's own includes (the resource directory is a system
 *   directory, searched after every -I). */
#include "compat.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_regular_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* ---- the host compiler ---------------------------------------------------- */

/* The compiler nvcc runs for `-ccbin value` (NULL: no -ccbin), measured with
 * `nvcc -dryrun`: none runs `gcc` from PATH, a directory runs its `gcc`, and
 * anything else is the compiler itself (a name is looked up in PATH). */
static void host_compiler(const char *ccbin, char *out, size_t len)
{
    if (!ccbin || !*ccbin)
        snprintf(out, len, "gcc");
    else if (is_dir(ccbin))
        snprintf(out, len, "%s/gcc", ccbin);
    else
        snprintf(out, len, "%s", ccbin);
}

/* Runs `compiler -print-file-name=include` (no shell; stdin and stderr on
 * /dev/null) and returns its answer, malloc'd, when it names a directory.
 * GCC prints the bare name back when it has no such file. */
static char *ask_include_dir(const char *compiler)
{
    int out[2];
    if (pipe(out) != 0)
        return NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_addclose(&fa, out[0]);
    posix_spawn_file_actions_addclose(&fa, out[1]);
    char *argv[] = {(char *)compiler, "-print-file-name=include", NULL};
    pid_t pid;
    int spawned = posix_spawnp(&pid, compiler, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(out[1]);
    char buf[4096];
    size_t n = 0;
    for (ssize_t r; spawned == 0 && n < sizeof buf - 1 &&
                    (r = read(out[0], buf + n, sizeof buf - 1 - n)) > 0;)
        n += (size_t)r;
    close(out[0]);
    int status = 0;
    if (spawned != 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
        return NULL;
    while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == '\r' || buf[n - 1] == ' '))
        n--;
    buf[n] = '\0';
    if (buf[0] != '/' || !is_dir(buf))
        return NULL;
    return strdup(buf);
}

/* Each compiler is asked once per process: a scan worker or a launcher
 * checks one TU for several archs, a command-line run many files. The
 * answers live as long as the process. */
struct host_answer {
    char *compiler;   /* as run: a name from PATH, or a canonical path */
    char *include_dir;   /* NULL: it has none */
};
static struct host_answer answers[16];
static size_t nanswers;

const char *nvc_compat_host_include_dir(const char *ccbin)
{
    char compiler[4096];
    host_compiler(ccbin, compiler, sizeof compiler);
    /* a relative path means the build's directory, where the check runs */
    char *real = strchr(compiler, '/') ? realpath(compiler, NULL) : NULL;
    const char *key = real ? real : compiler;
    for (size_t i = 0; i < nanswers; i++)
        if (strcmp(answers[i].compiler, key) == 0) {
            free(real);
            return answers[i].include_dir;
        }
    char *dir = ask_include_dir(key);
    if (nanswers < sizeof answers / sizeof *answers) {
        answers[nanswers].compiler = real ? real : strdup(key);
        answers[nanswers++].include_dir = dir;
        return dir;
    }
    free(real);
    free(dir);   /* never more than a few compilers: not worth keeping */
    return NULL;
}

static bool is_host_include_dir(const char *dir)
{
    for (size_t i = 0; i < nanswers; i++)
        if (answers[i].include_dir && strcmp(answers[i].include_dir, dir) == 0)
            return true;
    return false;
}

/* ---- one compile ---------------------------------------------------------- */

void nvc_compat_session_set_paths(struct nvc_compat_session *cs, const struct nvc_fe_request *req,
                                  const char *resource_dir)
{
    snprintf(cs->clang_include_dir, sizeof cs->clang_include_dir, "%s/include", resource_dir);
    cs->cuda_path = NULL;
    cs->host_include_dir = NULL;
    for (int i = 0; i < req->nargs; i++) {
        const char *a = req->args[i];
        if (strncmp(a, "--cuda-path=", 12) == 0)
            cs->cuda_path = a + 12;   /* the driver takes the last one */
        else if (strcmp(a, "-idirafter") == 0 && i + 1 < req->nargs &&
                 is_host_include_dir(req->args[i + 1]))
            cs->host_include_dir = req->args[++i];
    }
}

bool nvc_compat_file_hidden(const struct nvc_compat_session *cs, const char *path)
{
    const char *dir = cs->host_include_dir;
    size_t n = dir ? strlen(dir) : 0;
    if (!n || !cs->clang_include_dir[0] || strncmp(path, dir, n) != 0 || path[n] != '/')
        return false;
    const char *rel = path + n;
    while (*rel == '/')
        rel++;
    char mine[4096];
    int len = snprintf(mine, sizeof mine, "%s/%s", cs->clang_include_dir, rel);
    return len > 0 && (size_t)len < sizeof mine && is_regular_file(mine);
}

bool nvc_compat_wrapper_cuda_h(const struct nvc_compat_session *cs, char *path, size_t pathlen,
                               char *text, size_t textlen)
{
    if (!cs->cuda_path || !cs->clang_include_dir[0] || strpbrk(cs->cuda_path, "\"\n\\"))
        return false;
    char toolkit[4096];
    snprintf(toolkit, sizeof toolkit, "%s/include/cuda.h", cs->cuda_path);
    if (!is_regular_file(toolkit))
        return false;
    int a = snprintf(path, pathlen, "%s/cuda.h", cs->clang_include_dir);
    int b = snprintf(text, textlen,
                     "/* cuda-nvvmcheck: clang's CUDA wrapper includes \"cuda.h\" from its own "
                     "directory first: the toolkit's, as with nvcc, whatever -I holds. */\n"
                     "#include \"%s\"\n",
                     toolkit);
    return a > 0 && (size_t)a < pathlen && b > 0 && (size_t)b < textlen;
}
