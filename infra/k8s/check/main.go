// k8s-check validates the Kubernetes manifests of infra/k8s offline, without a cluster.
//
//	k8s-check [-repo ROOT] DIR...
//
// Every YAML document under DIR (recursively) is decoded strictly into the Kubernetes API type its
// apiVersion and kind name (k8s.io/api): an unknown or misspelt field, a duplicate key, a wrong type
// or an unknown kind is an error. Then the checks that a schema cannot express: every container of
// a Deployment or StatefulSet has probes and resources, every HPA, Service, PDB and Ingress points
// at something that exists, every Secret, ConfigMap and script referenced exists, and NATS is a
// three-server JetStream cluster that fsyncs every write. An exception is written in the manifest
// as a comment with a reason, e.g. `# k8s-check: no-probes(worker) it serves no port`.
// Exit code 1 and one line per problem on stderr when anything is wrong.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
	"sigs.k8s.io/yaml"
)

// The kinds the platform uses; anything else is refused rather than decoded loosely.
var kinds = map[string]func() any{
	"v1/Namespace":                           func() any { return &corev1.Namespace{} },
	"v1/ConfigMap":                           func() any { return &corev1.ConfigMap{} },
	"v1/Secret":                              func() any { return &corev1.Secret{} },
	"v1/Service":                             func() any { return &corev1.Service{} },
	"v1/ServiceAccount":                      func() any { return &corev1.ServiceAccount{} },
	"apps/v1/Deployment":                     func() any { return &appsv1.Deployment{} },
	"apps/v1/StatefulSet":                    func() any { return &appsv1.StatefulSet{} },
	"batch/v1/Job":                           func() any { return &batchv1.Job{} },
	"autoscaling/v2/HorizontalPodAutoscaler": func() any { return &autoscalingv2.HorizontalPodAutoscaler{} },
	"policy/v1/PodDisruptionBudget":          func() any { return &policyv1.PodDisruptionBudget{} },
	"networking.k8s.io/v1/Ingress":           func() any { return &networkingv1.Ingress{} },
	"networking.k8s.io/v1/NetworkPolicy":     func() any { return &networkingv1.NetworkPolicy{} },
}

type object struct {
	file, kind, ns, name string
	obj                  any
	// exceptions written as `# k8s-check: <rule>(<container>) <reason>` in the document
	exceptions map[string]string
}

func (o *object) id() string { return fmt.Sprintf("%s: %s %s/%s", o.file, o.kind, o.ns, o.name) }

// a Deployment or StatefulSet, seen through what the checks need
type workload struct {
	*object
	replicas *int32
	selector *metav1.LabelSelector
	template corev1.PodTemplateSpec
}

var (
	problems  []string
	docSep    = regexp.MustCompile(`(?m)^---[ \t]*$`)
	exception = regexp.MustCompile(`(?m)^\s*#\s*k8s-check:\s*([a-z-]+)(?:\(([^)]*)\))?\s*(.*)$`)
)

func fail(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

func main() {
	repo := flag.String("repo", "", "repository root: container commands that run a file of the repository must name one that exists")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: k8s-check [-repo ROOT] DIR...")
		os.Exit(2)
	}
	var objects []*object
	files := 0
	for _, dir := range flag.Args() {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !(strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				return nil
			}
			files++
			objects = append(objects, decodeFile(path)...)
			return nil
		})
		if err != nil {
			fail("%s: %v", dir, err)
		}
	}
	if files == 0 {
		fail("no .yaml files under %s", strings.Join(flag.Args(), ", "))
	}
	if len(problems) == 0 {
		checkAll(objects, *repo)
	}
	if len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, p)
		}
		fmt.Fprintf(os.Stderr, "k8s-check: %d problem(s)\n", len(problems))
		os.Exit(1)
	}
	counts := map[string]int{}
	for _, o := range objects {
		counts[o.kind]++
	}
	var parts []string
	for k, n := range counts {
		parts = append(parts, fmt.Sprintf("%d %s", n, k))
	}
	sort.Strings(parts)
	fmt.Printf("k8s-check: ok, %d objects in %d files (%s)\n", len(objects), files, strings.Join(parts, ", "))
}

func decodeFile(path string) []*object {
	raw, err := os.ReadFile(path)
	if err != nil {
		fail("%s: %v", path, err)
		return nil
	}
	var out []*object
	for i, doc := range docSep.Split(string(raw), -1) {
		if strings.TrimSpace(stripComments(doc)) == "" {
			continue
		}
		where := fmt.Sprintf("%s (document %d)", path, i+1)
		var tm metav1.TypeMeta
		if err := yaml.Unmarshal([]byte(doc), &tm); err != nil {
			fail("%s: not YAML: %v", where, err)
			continue
		}
		key := tm.APIVersion + "/" + tm.Kind
		newObj, ok := kinds[key]
		if !ok {
			fail("%s: unknown apiVersion/kind %q", where, key)
			continue
		}
		obj := newObj()
		// Strict: unknown fields, duplicate keys and wrong types are errors, as the API server's
		// strict field validation would report them (a plain decode silently drops a misspelt field).
		if err := yaml.UnmarshalStrict([]byte(doc), obj); err != nil {
			fail("%s: %s: %v", where, tm.Kind, err)
			continue
		}
		meta := obj.(metav1.Object)
		o := &object{file: path, kind: tm.Kind, ns: meta.GetNamespace(), name: meta.GetName(), obj: obj, exceptions: map[string]string{}}
		if o.name == "" {
			fail("%s: %s without metadata.name", where, tm.Kind)
		}
		for _, m := range exception.FindAllStringSubmatch(doc, -1) {
			rule, target, reason := m[1], m[2], strings.TrimSpace(m[3])
			if len(strings.Fields(reason)) < 2 {
				fail("%s: exception %q needs a reason of a few words", o.id(), m[0])
			}
			o.exceptions[rule+"("+target+")"] = reason
		}
		out = append(out, o)
	}
	return out
}

func stripComments(doc string) string {
	var b strings.Builder
	for _, line := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "#") {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

func checkAll(objects []*object, repo string) {
	seen := map[string]string{}
	var workloads []*workload
	byKind := map[string][]*object{}
	namespaces := map[string]bool{}
	for _, o := range objects {
		key := o.kind + "/" + o.ns + "/" + o.name
		if prev, dup := seen[key]; dup {
			fail("%s: defined twice (also in %s)", o.id(), prev)
		}
		seen[key] = o.file
		byKind[o.kind] = append(byKind[o.kind], o)
		if o.kind == "Namespace" {
			namespaces[o.name] = true
		} else if o.ns == "" {
			fail("%s: no metadata.namespace (kubectl would put it in whatever namespace the context has)", o.id())
		}
		switch v := o.obj.(type) {
		case *appsv1.Deployment:
			workloads = append(workloads, &workload{o, v.Spec.Replicas, v.Spec.Selector, v.Spec.Template})
		case *appsv1.StatefulSet:
			workloads = append(workloads, &workload{o, v.Spec.Replicas, v.Spec.Selector, v.Spec.Template})
			if !hasObject(objects, "Service", o.ns, v.Spec.ServiceName) {
				fail("%s: serviceName %q is no Service of these manifests", o.id(), v.Spec.ServiceName)
			}
		}
	}
	for _, o := range objects {
		if o.kind != "Namespace" && o.ns != "" && !namespaces[o.ns] {
			fail("%s: namespace %q is not created by these manifests", o.id(), o.ns)
		}
	}

	hpaTargets := map[string]*autoscalingv2.HorizontalPodAutoscaler{}
	for _, o := range byKind["HorizontalPodAutoscaler"] {
		h := o.obj.(*autoscalingv2.HorizontalPodAutoscaler)
		ref := h.Spec.ScaleTargetRef
		if ref.Kind != "Deployment" || ref.APIVersion != "apps/v1" || !hasObject(objects, "Deployment", o.ns, ref.Name) {
			fail("%s: scaleTargetRef %s %s/%s is no Deployment of these manifests", o.id(), ref.APIVersion, ref.Kind, ref.Name)
		}
		hpaTargets[o.ns+"/"+ref.Name] = h
		if h.Spec.MinReplicas == nil || *h.Spec.MinReplicas < 2 {
			fail("%s: minReplicas below 2 leaves one pod, and no PodDisruptionBudget can then allow a drain", o.id())
		}
		if h.Spec.MinReplicas != nil && h.Spec.MaxReplicas < *h.Spec.MinReplicas {
			fail("%s: maxReplicas %d below minReplicas %d", o.id(), h.Spec.MaxReplicas, *h.Spec.MinReplicas)
		}
		cpu := false
		for _, m := range h.Spec.Metrics {
			if m.Type == autoscalingv2.ResourceMetricSourceType && m.Resource != nil && m.Resource.Name == corev1.ResourceCPU {
				cpu = true
			}
		}
		if !cpu {
			fail("%s: no CPU resource metric", o.id())
		}
	}

	for _, w := range workloads {
		checkWorkload(w, objects, hpaTargets[w.ns+"/"+w.name], repo)
	}

	for _, o := range byKind["Service"] {
		s := o.obj.(*corev1.Service)
		if len(s.Spec.Selector) == 0 {
			fail("%s: no selector (an endpoint-less Service would route nowhere)", o.id())
			continue
		}
		sel := labels.SelectorFromSet(s.Spec.Selector)
		matched := matching(workloads, o.ns, sel)
		if len(matched) == 0 {
			fail("%s: selector %s matches the pods of no Deployment or StatefulSet", o.id(), sel)
			continue
		}
		for _, p := range s.Spec.Ports {
			target := p.TargetPort
			if target.Type == intstr.Int && target.IntVal == 0 {
				target = intstr.FromInt32(p.Port)
			}
			for _, w := range matched {
				if !podHasPort(w.template.Spec, target) {
					fail("%s: port %q targets %s, which pods of %s do not declare", o.id(), p.Name, target.String(), w.id())
				}
			}
		}
	}

	for _, o := range byKind["PodDisruptionBudget"] {
		p := o.obj.(*policyv1.PodDisruptionBudget)
		sel, err := metav1.LabelSelectorAsSelector(p.Spec.Selector)
		if err != nil || p.Spec.Selector == nil || sel.Empty() {
			fail("%s: needs a non-empty selector", o.id())
			continue
		}
		if len(matching(workloads, o.ns, sel)) == 0 {
			fail("%s: selector %s matches the pods of no Deployment or StatefulSet", o.id(), sel)
		}
	}

	for _, o := range byKind["Ingress"] {
		ing := o.obj.(*networkingv1.Ingress)
		for _, r := range ing.Spec.Rules {
			if r.HTTP == nil {
				continue
			}
			for _, p := range r.HTTP.Paths {
				if p.Backend.Service == nil {
					fail("%s: path %s has no service backend", o.id(), p.Path)
					continue
				}
				checkServicePort(o, objects, p.Backend.Service.Name, p.Backend.Service.Port)
			}
		}
		for _, t := range ing.Spec.TLS {
			if t.SecretName != "" && !hasObject(objects, "Secret", o.ns, t.SecretName) {
				fail("%s: TLS secret %q is not among the manifests (examples/ lists every Secret)", o.id(), t.SecretName)
			}
		}
	}

	// Jobs (replica set and stream set-up) run once: no probes, but what they reference must exist.
	for _, o := range byKind["Job"] {
		for _, c := range o.obj.(*batchv1.Job).Spec.Template.Spec.Containers {
			checkRefs(o, objects, c)
			checkScript(o, c, repo)
		}
	}

	checkNats(objects, workloads)
	if repo != "" {
		checkEveryProcess(workloads, repo)
	}
}

// Every deployable of the repository runs somewhere: the bff, each service's src/main.ts and, where
// it has one, its src/worker.ts (services/kit is the library, with no main.ts).
func checkEveryProcess(workloads []*workload, repo string) {
	mains, _ := filepath.Glob(filepath.Join(repo, "services", "*", "src", "main.ts"))
	entries := []string{"bff/src/main.ts"}
	for _, m := range mains {
		rel, _ := filepath.Rel(repo, m)
		entries = append(entries, filepath.ToSlash(rel))
		worker := filepath.Join(filepath.Dir(m), "worker.ts")
		if _, err := os.Stat(worker); err == nil {
			rel, _ := filepath.Rel(repo, worker)
			entries = append(entries, filepath.ToSlash(rel))
		}
	}
	for _, e := range entries {
		found := false
		for _, w := range workloads {
			for _, c := range w.template.Spec.Containers {
				if len(c.Command) > 0 && c.Command[len(c.Command)-1] == e {
					found = true
				}
			}
		}
		if !found {
			fail("%s is a process of the repository that no Deployment runs", e)
		}
	}
}

func hasObject(objects []*object, kind, ns, name string) bool {
	for _, o := range objects {
		if o.kind == kind && o.ns == ns && o.name == name {
			return true
		}
	}
	return false
}

func find(objects []*object, kind, ns, name string) *object {
	for _, o := range objects {
		if o.kind == kind && o.ns == ns && o.name == name {
			return o
		}
	}
	return nil
}

func matching(workloads []*workload, ns string, sel labels.Selector) []*workload {
	var out []*workload
	for _, w := range workloads {
		if w.ns == ns && sel.Matches(labels.Set(w.template.Labels)) {
			out = append(out, w)
		}
	}
	return out
}

func podHasPort(spec corev1.PodSpec, port intstr.IntOrString) bool {
	for _, c := range spec.Containers {
		for _, p := range c.Ports {
			if (port.Type == intstr.String && p.Name == port.StrVal) || (port.Type == intstr.Int && p.ContainerPort == port.IntVal) {
				return true
			}
		}
	}
	return false
}

func checkServicePort(from *object, objects []*object, name string, port networkingv1.ServiceBackendPort) {
	svc := find(objects, "Service", from.ns, name)
	if svc == nil {
		fail("%s: backend Service %q does not exist", from.id(), name)
		return
	}
	for _, p := range svc.obj.(*corev1.Service).Spec.Ports {
		if (port.Name != "" && p.Name == port.Name) || (port.Name == "" && p.Port == port.Number) {
			return
		}
	}
	fail("%s: backend Service %q has no port %q/%d", from.id(), name, port.Name, port.Number)
}

func checkWorkload(w *workload, objects []*object, hpa *autoscalingv2.HorizontalPodAutoscaler, repo string) {
	sel, err := metav1.LabelSelectorAsSelector(w.selector)
	if err != nil || w.selector == nil || sel.Empty() {
		fail("%s: needs a non-empty selector", w.id())
	} else if !sel.Matches(labels.Set(w.template.Labels)) {
		fail("%s: selector %s does not match its own pod template's labels", w.id(), sel)
	}
	if hpa != nil && w.replicas != nil {
		fail("%s: sets replicas while an HPA scales it: every kubectl apply would reset the HPA's count", w.id())
	}
	spec := w.template.Spec
	for _, c := range spec.Containers {
		exempt := func(rule string) bool { _, ok := w.exceptions[rule+"("+c.Name+")"]; return ok }
		if !exempt("no-probes") {
			if c.ReadinessProbe == nil {
				fail("%s: container %q has no readinessProbe", w.id(), c.Name)
			}
			if c.LivenessProbe == nil {
				fail("%s: container %q has no livenessProbe", w.id(), c.Name)
			}
		}
		for what, p := range map[string]*corev1.Probe{"readinessProbe": c.ReadinessProbe, "livenessProbe": c.LivenessProbe, "startupProbe": c.StartupProbe} {
			if p == nil {
				continue
			}
			var port *intstr.IntOrString
			if p.HTTPGet != nil {
				port = &p.HTTPGet.Port
			} else if p.TCPSocket != nil {
				port = &p.TCPSocket.Port
			} else if p.Exec == nil && p.GRPC == nil {
				fail("%s: container %q %s has no handler", w.id(), c.Name, what)
			}
			if port != nil && !podHasPort(corev1.PodSpec{Containers: []corev1.Container{c}}, *port) {
				fail("%s: container %q %s uses port %s, which the container does not declare", w.id(), c.Name, what, port.String())
			}
		}
		if !exempt("no-resources") {
			r := c.Resources
			if r.Requests.Cpu().IsZero() || r.Requests.Memory().IsZero() {
				fail("%s: container %q needs resources.requests for cpu and memory (the scheduler and the HPA work from them)", w.id(), c.Name)
			}
			if r.Limits.Memory().IsZero() {
				fail("%s: container %q needs resources.limits.memory", w.id(), c.Name)
			}
		}
		checkRefs(w.object, objects, c)
		checkScript(w.object, c, repo)
	}
	for _, v := range spec.Volumes {
		if v.Secret != nil && !hasObject(objects, "Secret", w.ns, v.Secret.SecretName) {
			fail("%s: volume %q uses Secret %q, which the manifests do not define (examples/ lists every Secret)", w.id(), v.Name, v.Secret.SecretName)
		}
		if v.ConfigMap != nil && !hasObject(objects, "ConfigMap", w.ns, v.ConfigMap.Name) {
			fail("%s: volume %q uses ConfigMap %q, which does not exist", w.id(), v.Name, v.ConfigMap.Name)
		}
	}
	if _, ok := w.exceptions["no-pdb()"]; !ok {
		covered := false
		for _, o := range objects {
			if p, ok := o.obj.(*policyv1.PodDisruptionBudget); ok && o.ns == w.ns {
				if s, err := metav1.LabelSelectorAsSelector(p.Spec.Selector); err == nil && !s.Empty() && s.Matches(labels.Set(w.template.Labels)) {
					covered = true
				}
			}
		}
		if !covered {
			fail("%s: no PodDisruptionBudget covers its pods (or write `# k8s-check: no-pdb <reason>`)", w.id())
		}
	}
}

// A container of the platform image runs `node <file>` (Node's own type stripping): the file must exist.
func checkScript(from *object, c corev1.Container, repo string) {
	if repo != "" && len(c.Command) > 0 && c.Command[0] == "node" {
		script := c.Command[len(c.Command)-1]
		if _, err := os.Stat(filepath.Join(repo, script)); err != nil {
			fail("%s: container %q runs %s, which is not in the repository", from.id(), c.Name, script)
		}
	}
}

func checkRefs(from *object, objects []*object, c corev1.Container) {
	for _, e := range c.EnvFrom {
		if e.ConfigMapRef != nil && !hasObject(objects, "ConfigMap", from.ns, e.ConfigMapRef.Name) {
			fail("%s: container %q envFrom ConfigMap %q does not exist", from.id(), c.Name, e.ConfigMapRef.Name)
		}
		if e.SecretRef != nil && !hasObject(objects, "Secret", from.ns, e.SecretRef.Name) {
			fail("%s: container %q envFrom Secret %q is not among the manifests (examples/ lists every Secret)", from.id(), c.Name, e.SecretRef.Name)
		}
	}
	for _, e := range c.Env {
		if e.ValueFrom == nil {
			continue
		}
		if r := e.ValueFrom.SecretKeyRef; r != nil {
			s := find(objects, "Secret", from.ns, r.Name)
			if s == nil {
				fail("%s: container %q env %s: Secret %q is not among the manifests", from.id(), c.Name, e.Name, r.Name)
			} else if sec := s.obj.(*corev1.Secret); !hasKey(sec.StringData, r.Key) && sec.Data[r.Key] == nil {
				fail("%s: container %q env %s: Secret %q has no key %q", from.id(), c.Name, e.Name, r.Name, r.Key)
			}
		}
		if r := e.ValueFrom.ConfigMapKeyRef; r != nil && !hasObject(objects, "ConfigMap", from.ns, r.Name) {
			fail("%s: container %q env %s: ConfigMap %q does not exist", from.id(), c.Name, e.Name, r.Name)
		}
	}
}

func hasKey(m map[string]string, k string) bool { _, ok := m[k]; return ok }

var (
	lineComment  = regexp.MustCompile(`(?m)(^|\s)#.*$`)
	jetstreamRe  = regexp.MustCompile(`(?s)\bjetstream\s*[:=]?\s*\{([^}]*)\}`)
	syncAlways   = regexp.MustCompile(`(?m)^\s*sync_interval\s*[:=]?\s*"?always"?\s*$`)
	storeDirRe   = regexp.MustCompile(`(?m)^\s*store_dir\s*[:=]?\s*"?([^"\s]+)"?\s*$`)
	clusterRe    = regexp.MustCompile(`(?s)\bcluster\s*[:=]?\s*\{(.*)\}`)
	routesRe     = regexp.MustCompile(`(?s)\broutes\s*[:=]?\s*\[([^\]]*)\]`)
	routeEntryRe = regexp.MustCompile(`nats://([a-z0-9.-]+):(\d+)`)
)

// NATS: a StatefulSet named nats, three replicas, a nats.conf from a ConfigMap volume whose jetstream
// block fsyncs every write and stores on the pod's persistent volume, and cluster routes to all three.
func checkNats(objects []*object, workloads []*workload) {
	var nats *workload
	for _, w := range workloads {
		if w.kind == "StatefulSet" && w.name == "nats" {
			nats = w
		}
	}
	if nats == nil {
		fail("no StatefulSet named nats (the JetStream cluster)")
		return
	}
	sts := nats.obj.(*appsv1.StatefulSet)
	if nats.replicas == nil || *nats.replicas != 3 {
		fail("%s: JetStream needs replicas: 3 (a quorum that survives one server lost)", nats.id())
	}
	var conf string
	var mountDirs []string
	for _, c := range nats.template.Spec.Containers {
		for _, m := range c.VolumeMounts {
			for _, v := range nats.template.Spec.Volumes {
				if v.Name == m.Name && v.ConfigMap != nil {
					if cm := find(objects, "ConfigMap", nats.ns, v.ConfigMap.Name); cm != nil {
						conf = cm.obj.(*corev1.ConfigMap).Data["nats.conf"]
					}
				}
			}
			for _, t := range sts.Spec.VolumeClaimTemplates {
				if t.Name == m.Name {
					mountDirs = append(mountDirs, m.MountPath)
				}
			}
		}
	}
	if conf == "" {
		fail("%s: no nats.conf from a mounted ConfigMap", nats.id())
		return
	}
	conf = lineComment.ReplaceAllString(conf, "")
	js := jetstreamRe.FindStringSubmatch(conf)
	if js == nil {
		fail("%s: nats.conf has no jetstream { } block", nats.id())
	} else {
		if !syncAlways.MatchString(js[1]) {
			fail("%s: nats.conf jetstream block lacks `sync_interval: always` (acknowledged messages could be lost on a crash before the OS flushed them)", nats.id())
		}
		sd := storeDirRe.FindStringSubmatch(js[1])
		if sd == nil {
			fail("%s: nats.conf jetstream block has no store_dir", nats.id())
		} else if !under(sd[1], mountDirs) {
			fail("%s: store_dir %s is not on a volumeClaimTemplate mount (%v): the streams would not survive a restart", nats.id(), sd[1], mountDirs)
		}
	}
	cl := clusterRe.FindStringSubmatch(conf)
	var routes [][]string
	if cl != nil {
		if r := routesRe.FindStringSubmatch(cl[1]); r != nil {
			routes = routeEntryRe.FindAllStringSubmatch(r[1], -1)
		}
	}
	if nats.replicas != nil && len(routes) != int(*nats.replicas) {
		fail("%s: nats.conf cluster routes list %d servers, the StatefulSet runs %d", nats.id(), len(routes), *nats.replicas)
	}
	for i, r := range routes {
		want := fmt.Sprintf("nats-%d.%s", i, sts.Spec.ServiceName)
		if r[1] != want && !strings.HasPrefix(r[1], want+".") {
			fail("%s: route %d is %s, expected the pod name %s", nats.id(), i, r[1], want)
		}
	}
}

func under(path string, dirs []string) bool {
	for _, d := range dirs {
		if path == d || strings.HasPrefix(path, strings.TrimSuffix(d, "/")+"/") {
			return true
		}
	}
	return false
}
