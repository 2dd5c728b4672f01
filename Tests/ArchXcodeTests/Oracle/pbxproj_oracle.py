"""Reads Xcode projects with Python's `pbxproj` package and prints, as JSON, each native
target's product type, Swift files and package products, for comparison with archkit's reader.

The files are computed here, independently: classic sources phases through the group chain,
and Xcode 16 synchronized folders from the raw objects and the disk.

Usage: pbxproj_oracle.py PATH.xcodeproj...
"""
import json
import os
import posixpath
import sys

from pbxproj import XcodeProject


def normalized(base, path):
    joined = posixpath.normpath(posixpath.join(base, path)) if (base or path) else ''
    if joined == '.':
        return ''
    if joined.startswith('//'):
        joined = joined[1:]
    return joined


def read(xcodeproj):
    project = XcodeProject.load(os.path.join(xcodeproj, 'project.pbxproj'))
    folder = os.path.dirname(os.path.abspath(xcodeproj))
    objects = project.objects

    def get(identifier):
        return objects[identifier] if identifier is not None and identifier in objects else None

    parents = {}
    for group in objects.get_objects_in_section('PBXGroup', 'PBXVariantGroup', 'XCVersionGroup'):
        for child in group.get('children', []):
            parents[child] = group.get_id()

    def place(identifier, seen=()):
        element = get(identifier)
        if element is None or identifier in seen:
            return None
        tree = element.get('sourceTree', '<group>')
        path = element.get('path', '') or ''
        if tree == '<group>':
            parent = parents.get(identifier)
            base = '' if parent is None else place(parent, seen + (identifier,))
            return None if base is None else normalized(base, path)
        if tree == 'SOURCE_ROOT':
            return normalized('', path)
        if tree == '<absolute>':
            return normalized('/', path)
        return None

    def disk_files(relative):
        root = relative if relative.startswith('/') else os.path.join(folder, relative)
        found = []
        for directory, folders, files in os.walk(root):
            folders[:] = [name for name in folders if not name.startswith('.')]
            for name in files:
                if not name.startswith('.'):
                    found.append(os.path.relpath(os.path.join(directory, name), root).replace(os.sep, '/'))
        return found

    def covered(path, exceptions):
        parts = path.split('/')
        return any('/'.join(parts[:count]) in exceptions for count in range(1, len(parts) + 1))

    synchronized = []
    for group in objects.get_objects_in_section('PBXFileSystemSynchronizedRootGroup'):
        exceptions = {}
        for identifier in group.get('exceptions', []):
            exception = get(identifier)
            if exception is not None and exception.isa == 'PBXFileSystemSynchronizedBuildFileExceptionSet':
                exceptions.setdefault(exception.target, set()).update(normalized('', p) for p in exception.get('membershipExceptions', []))
        synchronized.append((group.get_id(), place(group.get_id()), exceptions))

    targets = []
    for target in objects.get_objects_in_section('PBXNativeTarget'):
        files = set()
        for phase_id in target.get('buildPhases', []):
            phase = get(phase_id)
            if phase is None or phase.isa != 'PBXSourcesBuildPhase':
                continue
            for build_file_id in phase.get('files', []):
                build_file = get(build_file_id)
                reference = get(build_file.get('fileRef', None)) if build_file is not None else None
                if reference is not None and reference.isa == 'PBXFileReference':
                    path = place(reference.get_id())
                    if path is not None and path.endswith('.swift'):
                        files.add(path)
        own = set(target.get('fileSystemSynchronizedGroups', []))
        for group_id, group_path, exceptions in synchronized:
            excepted = exceptions.get(target.get_id(), set())
            if group_path is None or (group_id not in own and not excepted):
                continue
            for path in disk_files(group_path):
                if path.endswith('.swift') and covered(path, excepted) != (group_id in own):
                    files.add(normalized(group_path, path))
        products = []
        for identifier in target.get('packageProductDependencies', []):
            product = get(identifier)
            if product is None or product.isa != 'XCSwiftPackageProductDependency':
                continue
            package = get(product.get('package', None))
            if package is not None and package.isa == 'XCLocalSwiftPackageReference':
                source = 'local:' + normalized('', package.relativePath)
            elif package is not None and package.isa == 'XCRemoteSwiftPackageReference':
                source = 'remote:' + package.repositoryURL
            else:
                source = 'unresolved'
            products.append({'name': product.productName, 'package': source})
        targets.append({'name': target.name, 'productType': target.get('productType', ''), 'swiftFiles': sorted(files),
                        'packageProducts': sorted(products, key=lambda p: (p['name'], p['package']))})
    return sorted(targets, key=lambda t: t['name'])


if __name__ == '__main__':
    json.dump({path: read(path) for path in sys.argv[1:]}, sys.stdout, indent=1, sort_keys=True)
